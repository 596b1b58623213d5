import type {
  Assignee,
  AuditAction,
  AuditEntry,
  LeadEvent,
  LeadSummary,
  Member,
  RefusalCount,
  Role,
  SignInWay,
  StatusCounts,
} from "../../../lib/inbox/api";
import type { AuditDetail } from "../audit-detail";
import type { InboxForm } from "../../../lib/inbox/forms";
import type { ReplyFigure } from "../../../lib/inbox/reply-figures";
import type { LeadStatus } from "../../../lib/inbox/statuses";
import type { LondonWeek } from "../../../lib/inbox/weeks";
import type { HitCounter } from "../../http/hit-counter";
import type { InboxReplies } from "./replies";
import type { Submission } from "../../store/types";
import type { BulkAction, Neighbours, PasskeyInfo } from "../../../lib/inbox/team-api";
import type { ConfirmationState } from "../../store/types";

// What the owner's inbox keeps beside the leads, in the same database (SQLite or PostgreSQL):
// accounts and their passkeys, sessions, one-time values (WebAuthn challenges, emailed links), each
// lead's status, notes and status history, and the audit trail.

export interface Account {
  id: string;
  /** Lower-cased and trimmed. */
  email: string;
  role: Role;
  invitedAt: string;
}

export interface StoredPasskey {
  /** The credential's id, base64url. */
  id: string;
  accountId: string;
  publicKey: Uint8Array;
  counter: number;
  /** The transports the authenticator named (usb, internal, hybrid, ...). */
  transports: string[];
  createdAt: string;
}

export interface StoredSession {
  /** SHA-256 of the cookie's value, hex: the value itself is never stored. */
  idHash: string;
  accountId: string;
  csrfToken: string;
  createdAt: string;
  /** The absolute end. */
  expiresAt: string;
  /** The idle end: moved on by each request. */
  idleUntil: string;
}

/** What a one-time value was made for. */
export type OnceKind = "challenge" | "invite" | "sign-in";

export interface StoredOnce {
  kind: OnceKind;
  /** Whose it is, when it names an account. */
  accountId: string | null;
  expiresAt: string;
}

/** A lead with what the inbox adds to it. */
export interface InboxLead {
  submission: Submission;
  status: LeadStatus;
  /** Notes, status changes and assignments, oldest first. */
  events: LeadEvent[];
  /** The member it is assigned to, or null. */
  assignee: Assignee | null;
  /** Caught by the forms' trap and not restored: nothing is owed for it. */
  trapped: boolean;
}

/**
 * A view of the lead desk: the enquiries awaiting a reply from these forms (the ones that promise
 * one), or the sign-ups from these (the ones that do not).
 */
export interface StoreQueue {
  kind: "reply" | "sign-ups";
  forms: readonly InboxForm[];
}

/** A lead in a list as the store gives it: its due time is the route's, by the reply promise. */
export type StoredSummary = Omit<LeadSummary, "dueAt">;

/** A list's filter as the store applies it: the days turned into instants. */
export interface StoreLeadFilter {
  queue?: StoreQueue;
  status?: LeadStatus;
  form?: InboxForm;
  /** Received at or after. */
  since?: Date;
  /** Received before. */
  until?: Date;
  /** Words to find (each as a word's start) in the name, email, company, subject and message. */
  q?: string;
  /** Assigned to this account. */
  assigneeId?: string;
}

/** What the reply figures are asked over: the forms that promise a reply, within how long, when. */
export interface ReplyFiguresQuery {
  forms: readonly InboxForm[];
  withinHours: number;
  weeks: readonly LondonWeek[];
  now: Date;
}

export interface NewAuditEntry {
  at: Date;
  by: string | null;
  action: AuditAction;
  target: string | null;
  /** Ids, categories and counts only: the store writes it in words (audit-detail.ts). */
  detail: AuditDetail | null;
}

/** What a change to many leads did, or why it did nothing. */
export type BulkOutcome =
  | { ok: true; changed: { id: string; from: LeadStatus }[]; released: string[] }
  | { ok: false; missing: "lead" | "member" };

export interface TeamStore {
  /** Every member, by address: whom a lead can be assigned to. */
  assignees(): Promise<Assignee[]>;
  /**
   * Applies one change to every lead of `ids` in one transaction, keeping each lead's event: all
   * or none (an unknown lead or member changes nothing). Resolves with the leads it changed (with
   * the status each had), and the trapped leads a status took out of spam, which the pipeline
   * then takes in.
   */
  bulk(ids: readonly string[], action: BulkAction, by: string, at: Date): Promise<BulkOutcome>;
  /** The leads before (newer) and after (older) this one in the filter's list, or undefined. */
  neighbours(id: string, filter: StoreLeadFilter): Promise<Neighbours | undefined>;
  /** A member's passkeys, oldest first. */
  passkeyList(accountId: string): Promise<PasskeyInfo[]>;
  /** Names a member's passkey; resolves with whether it is theirs. */
  renamePasskey(accountId: string, id: string, name: string): Promise<boolean>;
  /** Removes a member's passkey unless it is their last, in one transaction. */
  removePasskey(accountId: string, id: string): Promise<"removed" | "missing" | "last">;
  /**
   * Takes a lead out of the trap: resolves with whether it was trapped (and so is owed its
   * deliveries now), once, whoever asks at the same time.
   */
  untrap(id: string, confirmation: ConfirmationState | null, at: Date): Promise<boolean>;
}

export interface InboxStore extends TeamStore, InboxReplies {
  /** Makes the account if the address has none; either way resolves with it. */
  addAccount(email: string, role: Role, at: Date): Promise<Account>;
  accountByEmail(email: string): Promise<Account | undefined>;
  account(id: string): Promise<Account | undefined>;
  /** Every account, owners first then by address, with passkey counts and last sign-in. */
  members(): Promise<Member[]>;
  /**
   * Deletes an account with its passkeys and sessions, unless it is the last owner: the check and
   * the delete are one transaction, so two owners removing each other at once leave one.
   */
  removeAccount(id: string): Promise<"removed" | "missing" | "last-owner">;
  /** Whether an account may sign in by emailed link: it has a passkey or a live invitation. */
  mayUseLinks(accountId: string, now: Date): Promise<boolean>;
  /** How many accounts there are of a role. */
  countRole(role: Role): Promise<number>;

  addPasskey(passkey: StoredPasskey): Promise<void>;
  passkey(id: string): Promise<StoredPasskey | undefined>;
  passkeysOf(accountId: string): Promise<StoredPasskey[]>;
  /** Records a sign-in with the passkey: its new counter, and when. */
  usePasskey(id: string, counter: number, at: Date): Promise<void>;

  /** Keeps a one-time value (its hash) until `expiresAt`; expired ones go at the same time. */
  saveOnce(hash: string, once: StoredOnce): Promise<void>;
  /**
   * Takes a one-time value: deletes it and resolves with it if it was there and of this kind and
   * not expired at `now`; two callers at once never both get it.
   */
  takeOnce(hash: string, kind: OnceKind, now: Date): Promise<StoredOnce | undefined>;
  /** The one-time value, if there and of this kind and not expired, left in place. */
  peekOnce(hash: string, kind: OnceKind, now: Date): Promise<StoredOnce | undefined>;

  createSession(session: StoredSession): Promise<void>;
  /** The session if it exists and neither end has passed at `now`. */
  session(idHash: string, now: Date): Promise<StoredSession | undefined>;
  /** Moves the idle end on (never past the absolute end). */
  touchSession(idHash: string, idleUntil: Date): Promise<void>;
  endSession(idHash: string): Promise<void>;
  /** Ends every session of an account; resolves with how many. */
  endSessionsOf(accountId: string): Promise<number>;
  /** Records that an account signed in (for the team list). */
  signedIn(accountId: string, at: Date): Promise<void>;

  /**
   * A page of leads (from 1), newest first (the reply queue oldest first), with the filter's total
   * and its counts per status for the filter without its status.
   */
  leads(
    filter: StoreLeadFilter,
    page: number,
    pageSize: number,
  ): Promise<{ leads: StoredSummary[]; total: number; counts: StatusCounts }>;
  /** Every lead the filter finds, in the list's order, a page at a time (for the CSV export). */
  allLeads(filter: StoreLeadFilter): AsyncIterable<Submission & { status: LeadStatus }>;
  lead(id: string): Promise<InboxLead | undefined>;
  /** Sets a lead's status and keeps the change; resolves with the one before, or undefined. */
  setStatus(id: string, status: LeadStatus, by: string, at: Date): Promise<LeadStatus | undefined>;
  /** Appends a note; resolves with whether the lead exists. */
  addNote(id: string, text: string, by: string, at: Date): Promise<boolean>;
  /**
   * How well the reply promise was kept, per week and form (src/lib/inbox/reply-figures.ts): a
   * row for each with any lead that counts, newest week first.
   */
  replyFigures(query: ReplyFiguresQuery): Promise<ReplyFigure[]>;

  audit(entry: NewAuditEntry): Promise<void>;
  /** Counts one refused sign-in on its day (UTC). */
  refused(way: SignInWay, at: Date): Promise<void>;
  /** Refused sign-ins per day and way from `since`'s day on, newest first. */
  refusals(since: Date): Promise<RefusalCount[]>;
  /** The sign-in limits' counts, kept in the database: a restart keeps them, instances share them. */
  signInHits(): HitCounter;
  /** A page of the audit trail (from 1), newest first, with how many entries there are. */
  auditLog(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }>;
  /**
   * Forgets expired sessions and one-time values, and audit entries and refusal counts older than
   * `auditBefore`.
   */
  tidy(now: Date, auditBefore: Date): Promise<void>;
}
