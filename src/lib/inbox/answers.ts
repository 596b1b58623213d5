import * as v from "valibot";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type {
  AuditPage,
  ErasureAnswer,
  InboxProblem,
  InboxDelivery,
  Invitation,
  LeadDetail,
  LeadEvent,
  LeadPage,
  Member,
  SessionInfo,
} from "./api";
import { AUDIT_ACTIONS, SIGN_IN_WAYS } from "./api";
import { INBOX_FORMS } from "./forms";
import { LEAD_STATUSES } from "./statuses";
import type { ConsentRecord } from "../leads/consent";
import type { ContactDraft } from "../leads/contact";
import type { LeadRecord } from "../leads/lead-record";

// The shape of each answer of the inbox's API, declared once: the server's tests hold its answers
// to these, and the page's client checks what it receives against them before a screen uses it.
// Each is typed by the answer's type in api.ts, so a change to one is a type error in the other.

const text = v.string();
const maybe = <T extends v.GenericSchema>(schema: T) => v.nullable(schema);
const status = v.picklist(LEAD_STATUSES);
const form = v.picklist(INBOX_FORMS);
const role = v.picklist(["owner", "member"]);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const sessionAnswer: v.GenericSchema<SessionInfo> = v.object({
  user: v.object({ id: text, email: text, role }),
  csrfToken: text,
  passkeys: count,
});

export const leadPageAnswer: v.GenericSchema<LeadPage> = v.object({
  leads: v.array(
    v.object({
      id: text,
      receivedAt: text,
      form,
      status,
      name: maybe(text),
      email: text,
      company: maybe(text),
      excerpt: maybe(text),
      failed: count,
      dueAt: maybe(text),
      firstReplyAt: maybe(text),
    }),
  ),
  page: count,
  total: count,
  pageSize: count,
  counts: v.object({
    new: count,
    contacted: count,
    qualified: count,
    won: count,
    lost: count,
    spam: count,
  }),
  asOf: text,
});

const delivery: v.GenericSchema<InboxDelivery> = v.object({
  target: text,
  state: v.picklist(["pending", "delivered", "refused", "failed"]),
  attempts: count,
  nextAttemptAt: v.optional(text),
  lastAttemptAt: v.optional(text),
  status: v.optional(v.number()),
  detail: v.optional(text),
  sendingSince: v.optional(text),
  messageId: v.optional(text),
});

const event: v.GenericSchema<LeadEvent> = v.variant("type", [
  v.object({ type: v.literal("note"), id: text, at: text, by: text, text }),
  v.object({ type: v.literal("status"), id: text, at: text, by: text, from: status, to: status }),
  v.object({
    type: v.literal("reply"),
    id: text,
    at: text,
    by: text,
    way: v.picklist(["email", "phone"]),
  }),
  v.object({ type: v.literal("assigned"), id: text, at: text, by: text, to: maybe(text) }),
]);

/** A member a lead can be assigned to. */
export const assigneeAnswer = v.object({ id: text, email: text });

/** An object checked elsewhere in full: here, only that its `key` is text. */
const withText = <T>(key: string, message: string) =>
  v.custom<T>(
    (value) =>
      typeof value === "object" && value !== null && typeof Reflect.get(value, key) === "string",
    message,
  );

/** A stored record: held to its form's rules when stored; here, an object with an address. */
const storedRecord = <T>() => withText<T>("email", "a record with an email address");

const kinded = v.variant("kind", [
  v.object({ kind: v.literal("lead"), record: storedRecord<LeadRecord>() }),
  v.object({ kind: v.literal("contact"), record: storedRecord<ContactDraft>() }),
]);

export const leadAnswer: v.GenericSchema<LeadDetail> = v.intersect([
  kinded,
  v.object({
    id: text,
    receivedAt: text,
    form,
    status,
    page: maybe(text),
    consent: maybe(v.custom<ConsentRecord>((value) => typeof value === "object" && value !== null)),
    confirmation: maybe(v.object({ state: v.picklist(["pending", "confirmed"]), at: maybe(text) })),
    deliveries: v.array(delivery),
    events: v.array(event),
    assignee: maybe(assigneeAnswer),
    trapped: v.boolean(),
  }),
]);

const member: v.GenericSchema<Member> = v.object({
  id: text,
  email: text,
  role,
  invitedAt: text,
  passkeys: count,
  lastSignInAt: maybe(text),
});

export const membersAnswer: v.GenericSchema<Member[]> = v.array(member);

export const invitationAnswer: v.GenericSchema<Invitation> = v.object({
  member,
  link: text,
  emailed: v.boolean(),
});

export const auditAnswer: v.GenericSchema<AuditPage> = v.object({
  entries: v.array(
    v.object({
      id: text,
      at: text,
      by: maybe(text),
      action: v.picklist(AUDIT_ACTIONS),
      target: maybe(text),
      detail: maybe(text),
    }),
  ),
  page: count,
  total: count,
  pageSize: count,
  refused: v.array(v.object({ day: text, way: v.picklist(SIGN_IN_WAYS), count })),
});

/** An erasure's answer. */
export const erasureAnswer: v.GenericSchema<ErasureAnswer> = v.object({
  submissions: count,
  platform: text,
  left: maybe(text),
});

/** A change that answers nothing more (a link asked for, a sign-out). */
export const doneAnswer = v.object({ ok: v.literal(true) });

/**
 * WebAuthn's options: an object with its challenge; the browser's own API checks the rest, and
 * every field is passed on as it is.
 */
const webAuthnOptions = <T extends object>() =>
  withText<T>("challenge", "WebAuthn options with a challenge");
export const requestOptionsAnswer = webAuthnOptions<PublicKeyCredentialRequestOptionsJSON>();
export const creationOptionsAnswer = webAuthnOptions<PublicKeyCredentialCreationOptionsJSON>();

/** The CSV export: text, streamed as a download. */
export const csvAnswer = v.string();

/** A person's export: everything held under the address, as the JSON file /privacy/my-data gives. */
export const personDataAnswer = v.objectWithRest(
  { email: text, exportedAt: text, submissions: v.array(v.unknown()) },
  v.unknown(),
);

/** Every refusal: the product's words, `{ error, hint }`. */
export const problemAnswer: v.GenericSchema<InboxProblem> = v.object({
  error: text,
  hint: v.optional(text),
});

/** Where in an answer it first differs from its shape, in words ("leads.0.status: …"). */
export function answerProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues;
  if (!first) return "the answer is not as expected";
  const path = v.getDotPath(first) ?? "the answer";
  return `${path}: ${first.message}`;
}
