import {
  checkChoice,
  checkEmailField,
  checkText,
  isWebAddress,
  onlyProblems,
  WEBSITE_PROBLEM,
  type FieldErrors,
} from "./fields";

/** What the contact form holds as the visitor fills it in. */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  website: string;
  subject: string;
  message: string;
  budget: string;
  howHeard: string;
}

/** The contact form's budget options, exactly as the visitor sees them. */
export const BUDGET_OPTIONS = [
  "Under $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000+",
] as const;

/** The contact form's answers to how the visitor heard of the studio. */
export const HOW_HEARD_OPTIONS = [
  "Google",
  "Social Media",
  "Referral",
  "Blog",
  "Event",
  "Other",
] as const;

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  name: "",
  email: "",
  phone: "",
  website: "",
  subject: "",
  message: "",
  budget: "",
  howHeard: "",
};

/** Name, email, subject and message are required; a website, when given, must be a web address. */
export function validateContactDraft(draft: ContactDraft): FieldErrors<keyof ContactDraft> {
  const website = draft.website.trim();
  return onlyProblems({
    name: checkText("name", draft.name, { required: true }),
    email: checkEmailField(draft.email),
    phone: checkText("phone", draft.phone),
    website:
      checkText("website", website) ?? (website && !isWebAddress(website) ? WEBSITE_PROBLEM : null),
    subject: checkText("subject", draft.subject, { required: true }),
    message: checkText("message", draft.message, { required: true }),
    budget: checkChoice("budget", draft.budget, BUDGET_OPTIONS),
    howHeard: checkChoice("howHeard", draft.howHeard, HOW_HEARD_OPTIONS),
  });
}
