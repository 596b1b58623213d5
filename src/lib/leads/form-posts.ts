import { EMPTY_CONTACT_DRAFT } from "./contact";
import { validateContactDraft } from "./contact-schema";
import { validateEmailOnly } from "./field-schemas";
import type { FieldErrors } from "./fields";
import {
  assessmentReportLead,
  blogNewsletterLead,
  exitPopupLead,
  footerNewsletterLead,
  leadFormLead,
  sidebarMagnetLead,
  trimmedContactDraft,
} from "./form-leads";
import { EMPTY_LEAD_FORM } from "./lead-form";
import { validateLeadForm } from "./lead-form-schema";
import {
  FORM_ENDPOINTS,
  FORM_ID_FIELD,
  isFormId,
  type Endpoint,
  type FormId,
  type ThankYouId,
} from "./form-ids";
import { STRATEGY_CALL_ID } from "./form-ids";
import type { LeadProblem } from "./types";

// Every lead form also works as a plain HTML form. Posted without scripts, it names itself in a
// hidden field; the server builds the same JSON body the scripts would send, validates it by the
// form's own rules, and answers with a thank-you page (or the form again).

/** A posted form's fields: every value a name was given, in order (a list may repeat a name). */
export type PostedFields = ReadonlyMap<string, readonly string[]>;

const first = (fields: PostedFields, name: string): string => fields.get(name)?.[0] ?? "";

interface FormPost {
  /** The page the form is on, when the post does not say where it came from. */
  page: string;
  /** The fields the visitor fills in, kept as typed when the form comes back with problems. */
  fields: readonly string[];
  validate(fields: PostedFields): FieldErrors<string>;
  /** The JSON body the scripts would have sent. */
  body(fields: PostedFields): object;
  thankYou(fields: PostedFields): ThankYouId;
}

const emailOnly = (fields: PostedFields) => validateEmailOnly({ email: first(fields, "email") });

const leadFormValues = (fields: PostedFields) => ({
  name: first(fields, "name"),
  email: first(fields, "email"),
  company: first(fields, "company"),
  interest: first(fields, "interest"),
  message: first(fields, "message"),
});

const contactValues = (fields: PostedFields) => {
  const draft = { ...EMPTY_CONTACT_DRAFT };
  for (const field of Object.keys(draft) as (keyof typeof draft)[]) {
    draft[field] = first(fields, field);
  }
  return draft;
};

/** The assessment's score, as the results screen put it in its hidden field. */
function postedScore(fields: PostedFields): number | string {
  const text = first(fields, "assessmentScore").trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : text;
}

const FORM_POSTS: Record<FormId, FormPost> = {
  consultation: {
    page: "/",
    fields: Object.keys(EMPTY_LEAD_FORM),
    validate: (fields) => validateLeadForm(leadFormValues(fields)),
    body: (fields) => leadFormLead(leadFormValues(fields)),
    thankYou: () => "consultation",
  },
  contact: {
    page: "/contact",
    fields: Object.keys(EMPTY_CONTACT_DRAFT),
    validate: (fields) => validateContactDraft(contactValues(fields)),
    body: (fields) => trimmedContactDraft(contactValues(fields)),
    thankYou: () => "message",
  },
  "footer-newsletter": {
    page: "/",
    fields: ["email"],
    validate: emailOnly,
    body: (fields) => footerNewsletterLead(first(fields, "email")),
    thankYou: () => "newsletter",
  },
  "blog-newsletter": {
    page: "/blog",
    fields: ["email"],
    validate: emailOnly,
    body: (fields) => blogNewsletterLead(first(fields, "email")),
    thankYou: () => "newsletter",
  },
  "scaling-guide": {
    page: "/services/saas-platforms",
    fields: ["email"],
    validate: emailOnly,
    body: (fields) => sidebarMagnetLead(first(fields, "email")),
    thankYou: () => "guide",
  },
  "assessment-report": {
    page: "/advanced-tools",
    fields: ["email"],
    validate: emailOnly,
    // The score and recommendations go through the endpoint's own checks, like any JSON body.
    body: (fields) => ({
      ...assessmentReportLead(first(fields, "email"), 0, fields.get("recommendations") ?? []),
      assessmentScore: postedScore(fields),
    }),
    thankYou: () => "assessment",
  },
  "exit-popup": {
    page: "/",
    fields: ["email", "resource"],
    validate: (fields) => ({
      ...(first(fields, "resource") ? {} : { resource: CHOOSE_RESOURCE }),
      ...emailOnly(fields),
    }),
    body: (fields) => exitPopupLead(first(fields, "email"), first(fields, "resource")),
    thankYou: (fields) => {
      const resource = first(fields, "resource");
      if (resource === STRATEGY_CALL_ID) return "strategy-call";
      return resource === "roi-report" ? "roi-report" : "guide";
    },
  },
};

export const CHOOSE_RESOURCE: LeadProblem = {
  error: "Please choose a resource",
  hint: "Pick one of the free resources first",
};

export const UNKNOWN_FORM: LeadProblem = {
  error: "Unknown form",
  hint: `Send the form's ${FORM_ID_FIELD} field as the page gives it`,
};

export const formPost = (id: FormId): FormPost => FORM_POSTS[id];

/** The form a body names for this endpoint; null when it names none this endpoint takes. */
export function postedForm(fields: PostedFields, endpoint: Endpoint): FormId | null {
  const id = first(fields, FORM_ID_FIELD);
  return isFormId(id) && FORM_ENDPOINTS[id] === endpoint ? id : null;
}
