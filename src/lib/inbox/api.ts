import type { ConsentRecord } from "../leads/consent";
import type { KindedRecord } from "../leads/submission";
import type { InboxForm } from "./forms";
import type { LeadQueue } from "./reply-queue";
import type { LeadStatus } from "./statuses";

// The owner's inbox (docs/inbox.md): its page, its JSON API and what each answer carries. The page
// and the server both import these, so a change to one is a type error in the other.

/** The page: the list, a lead at /inbox/lead/ID, and the pages the emailed links open. */
export const INBOX_PATH = "/inbox";
export const inboxLeadPath = (id: string): string => `${INBOX_PATH}/lead/${encodeURIComponent(id)}`;
/** An invitation's link opens this, with its token: the new member registers a passkey there. */
export const INBOX_INVITE_PATH = `${INBOX_PATH}/invite`;
/** A sign-in link's page: a button that signs in (a mail scanner's GET of the link does not). */
export const INBOX_LINK_PATH = `${INBOX_PATH}/link`;
/** The token's name in both links' query. */
export const INBOX_TOKEN_FIELD = "t";

export const INBOX_API = "/api/inbox";
export const INBOX_ENDPOINTS = {
  /** GET: who is signed in and the CSRF token, or 401. */
  session: `${INBOX_API}/session`,
  /** POST: WebAuthn options for a passkey sign-in (no address asked: passkeys are discoverable). */
  passkeyOptions: `${INBOX_API}/sign-in/passkey/options`,
  /** POST {response}: the passkey's answer; signs in. */
  passkeyVerify: `${INBOX_API}/sign-in/passkey`,
  /** POST {email}: emails a sign-in link if the address has an account; the same answer if not. */
  emailLink: `${INBOX_API}/sign-in/email`,
  /** POST {token}: signs in with an emailed link's token (once). */
  linkSignIn: `${INBOX_API}/sign-in/link`,
  /** POST {token?}: WebAuthn options to register a passkey (an invitation's token, or a session). */
  registerOptions: `${INBOX_API}/passkeys/options`,
  /** POST {token?, response}: stores the new passkey; with an invitation's token, signs in too. */
  register: `${INBOX_API}/passkeys`,
  /** POST: ends this session. */
  signOut: `${INBOX_API}/sign-out`,
  /** POST: ends every session of the signed-in account. */
  signOutEverywhere: `${INBOX_API}/sign-out/everywhere`,
  /** GET ?filter: a page of leads, newest first, with counts per status. */
  leads: `${INBOX_API}/leads`,
  /** GET ?filter: the leads the filter finds, as CSV. */
  exportCsv: `${INBOX_API}/leads.csv`,
  /** GET: the team; POST {email}: invites a member (owner only). */
  members: `${INBOX_API}/members`,
  /** GET: the audit trail, newest first. */
  audit: `${INBOX_API}/audit`,
  /** POST {email}: everything held under an address, as JSON. */
  personExport: `${INBOX_API}/people/export`,
  /** POST {email, confirm: "erase"}: erases everything held under an address. */
  personErase: `${INBOX_API}/people/erase`,
} as const;

/** GET: one lead, whole. */
export const inboxLeadEndpoint = (id: string): string =>
  `${INBOX_API}/leads/${encodeURIComponent(id)}`;
/** POST {status}. */
export const inboxStatusEndpoint = (id: string): string => `${inboxLeadEndpoint(id)}/status`;
/** POST {text}. */
export const inboxNoteEndpoint = (id: string): string => `${inboxLeadEndpoint(id)}/notes`;
/** POST: owes the delivery again now and sends it. */
export const inboxRetryEndpoint = (id: string, target: string): string =>
  `${inboxLeadEndpoint(id)}/deliveries/${encodeURIComponent(target)}/retry`;
/** DELETE: removes a member, their passkeys and sessions (owner only). */
export const inboxMemberEndpoint = (id: string): string =>
  `${INBOX_ENDPOINTS.members}/${encodeURIComponent(id)}`;

/** The header every state-changing request carries the session's CSRF token in. */
export const CSRF_HEADER = "x-csrf-token";

/** A lead list's filter, as the page's query and the API's query both spell it. */
export interface LeadFilter {
  /** Which view: the enquiries awaiting a reply, the sign-ups, or every lead (the API's default). */
  queue?: LeadQueue;
  status?: LeadStatus;
  form?: InboxForm;
  /** The first day received (YYYY-MM-DD, UK time), inclusive. */
  from?: string;
  /** The last day received (YYYY-MM-DD, UK time), inclusive. */
  to?: string;
  /** Words to find in the name, email, company or message. */
  q?: string;
  /** "me": only the leads assigned to the signed-in member. */
  assignee?: typeof ASSIGNED_TO_ME;
}

/** The assignee filter's one value: the signed-in member's own leads ("Mine"). */
export const ASSIGNED_TO_ME = "me";

export const LEADS_PAGE_SIZE = 50;
/** The longest search the inbox takes. */
export const SEARCH_MAX_LENGTH = 200;
/** The longest note. */
export const NOTE_MAX_LENGTH = 5000;

export type Role = "owner" | "member";

export interface InboxUser {
  id: string;
  email: string;
  role: Role;
}

/** GET session's answer. */
export interface SessionInfo {
  user: InboxUser;
  csrfToken: string;
  /** How many passkeys the account has: none after an emailed link, then the page offers one. */
  passkeys: number;
}

/** A delivery as the inbox shows it (the store's, without the claim). */
export interface InboxDelivery {
  target: string;
  state: "pending" | "delivered" | "refused" | "failed";
  attempts: number;
  nextAttemptAt?: string;
  lastAttemptAt?: string;
  status?: number;
  detail?: string;
  /** When an email began to be handed to the mail server, while no result of it is recorded. */
  sendingSince?: string;
  /** The Message-ID of the email last handed to the mail server. */
  messageId?: string;
}

export interface LeadSummary {
  id: string;
  receivedAt: string;
  form: InboxForm;
  status: LeadStatus;
  name: string | null;
  email: string;
  company: string | null;
  /** The message's (or subject's, or interest's) first words. */
  excerpt: string | null;
  /**
   * Deliveries that failed or were refused: the owner may retry them. A visitor email the daily
   * quota held back is not one of them.
   */
  failed: number;
  /** When the reply the site promised is due (UK time on the page); null for a sign-up. */
  dueAt: string | null;
  /** When it was first answered, or null. */
  firstReplyAt: string | null;
}

export type StatusCounts = Record<LeadStatus, number>;

/** GET leads' answer. */
export interface LeadPage {
  leads: LeadSummary[];
  /** The page (from 1) and how many the filter finds. */
  page: number;
  total: number;
  pageSize: number;
  /** Per status, for the filter without its status. */
  counts: StatusCounts;
  /** The server's clock when it answered: each lead's age and due time are told against it. */
  asOf: string;
}

export type LeadEvent =
  | { type: "note"; id: string; at: string; by: string; text: string }
  | { type: "status"; id: string; at: string; by: string; from: LeadStatus; to: LeadStatus }
  | { type: "reply"; id: string; at: string; by: string; way: "email" | "phone" }
  /** Assigned to a member (their address), or left unassigned (null). */
  | { type: "assigned"; id: string; at: string; by: string; to: string | null };

/** A member a lead can be assigned to. */
export interface Assignee {
  id: string;
  email: string;
}

/** GET lead's answer. */
export type LeadDetail = KindedRecord & {
  id: string;
  receivedAt: string;
  form: InboxForm;
  status: LeadStatus;
  page: string | null;
  consent: ConsentRecord | null;
  confirmation: { state: "pending" | "confirmed"; at: string | null } | null;
  deliveries: InboxDelivery[];
  /** Notes, status changes and assignments, oldest first. */
  events: LeadEvent[];
  /** The member the lead is assigned to, or null. */
  assignee: Assignee | null;
  /** Caught by the forms' spam trap: kept as spam, nothing sent until it is restored. */
  trapped: boolean;
};

export interface Member {
  id: string;
  email: string;
  role: Role;
  invitedAt: string;
  passkeys: number;
  lastSignInAt: string | null;
}

/** POST members' answer: the link is shown too, in case email is not set up. */
export interface Invitation {
  member: Member;
  link: string;
  emailed: boolean;
}

export const AUDIT_ACTIONS = [
  "signed-in",
  "sign-in-refused",
  "signed-out",
  "signed-out-everywhere",
  "passkey-added",
  "viewed",
  "exported",
  "status-changed",
  "note-added",
  "retried",
  "assigned",
  "passkey-renamed",
  "passkey-removed",
  "restored",
  "member-invited",
  "member-removed",
  "person-exported",
  "person-erased",
  "replied",
  "marked-answered",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: string;
  at: string;
  /** Who did it: a member's address, or null when nobody was signed in. */
  by: string | null;
  action: AuditAction;
  /** What it was done to: a lead's id, a member's address; never a visitor's address. */
  target: string | null;
  detail: string | null;
}

/** The ways into the inbox, as refused sign-ins are counted. */
export const SIGN_IN_WAYS = ["passkey", "emailed link", "invitation"] as const;
export type SignInWay = (typeof SIGN_IN_WAYS)[number];

/** How many sign-ins were refused one way on one day (UTC, YYYY-MM-DD). */
export interface RefusalCount {
  day: string;
  way: SignInWay;
  count: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  total: number;
  pageSize: number;
  /** Refused sign-ins per day and way, newest first, over the last REFUSAL_DAYS days (limits.ts). */
  refused: RefusalCount[];
}

/** POST people/erase's answer: how many submissions went, and what the email platform said. */
export interface ErasureAnswer {
  submissions: number;
  platform: string;
  /** What the store could not clear at once (a log in use), or null. */
  left: string | null;
}

/** Every refusal: the product's { error, hint } words. */
export interface InboxProblem {
  error: string;
  hint?: string;
}
