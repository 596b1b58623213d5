// The record of truth for every lead and message (docs/product.md#departures): a submission is stored with
// the deliveries it is owed before anything is sent; each attempt's result is stored after it.

import type { LeadStatus } from "../../lib/inbox/statuses";
import type { ConsentRecord, ConsentWording } from "../../lib/leads/consent";
import type { KindedRecord, SubmissionKind } from "../../lib/leads/submission";
import type { HitCounter } from "../http/hit-counter";

export type { SubmissionKind };
export const SUBMISSION_KINDS: readonly SubmissionKind[] = ["lead", "contact"];

/**
 * pending: to be tried (again) once nextAttemptAt has come; delivered: done; refused: the receiver
 * will never take it as it is; failed: every attempt was used.
 */
export type DeliveryState = "pending" | "delivered" | "refused" | "failed";
export const DELIVERY_STATES: readonly DeliveryState[] = [
  "pending",
  "delivered",
  "refused",
  "failed",
];

/**
 * Where a submission is sent besides the store: a platform, the owner's webhook, the owner's email
 * (at once, or in the day's digest) and the email the visitor was promised; and, once its visitor
 * unsubscribes, the platform told so; and the latest reply a member sent from the inbox.
 */
export const DELIVERY_TARGETS = [
  "convertkit",
  "mailchimp",
  "webhook",
  "owner-email",
  "owner-digest",
  "visitor-email",
  "platform-unsubscribe",
  "reply",
] as const;
export type DeliveryTarget = (typeof DELIVERY_TARGETS)[number];

export interface Delivery {
  target: DeliveryTarget;
  state: DeliveryState;
  attempts: number;
  /** ISO time; while pending, when the next attempt may start. */
  nextAttemptAt?: string;
  lastAttemptAt?: string;
  /** The HTTP status of the last answer, when there was one. */
  status?: number;
  /** What the last attempt found, in our words (the log has the rest). */
  detail?: string;
  /** The platform's id for the subscriber, once delivered. */
  subscriberId?: string;
  /**
   * ISO time an email began to be handed to the mail server, while no result of that attempt is
   * recorded; kept on one found so after a restart, which is then never sent again.
   */
  sendingSince?: string;
  /** The Message-ID of the email last handed to the mail server. */
  messageId?: string;
}

/** A stored submission: its record typed by its kind, from the store to the emails. */
export type Submission = KindedRecord & {
  id: string;
  idempotencyKey: string | null;
  receivedAt: string;
  /** The page the form was on, when the browser said (its Referer). */
  page: string | null;
  /** What the idempotency key is bound to (src/server/idempotency.ts); absent in older records. */
  requestHash?: string;
  /** What a marketing sign-up agreed to (src/lib/leads/consent.ts); absent for anything else. */
  consent?: ConsentRecord;
  /** A sign-up asked to confirm its address, and whether (and when) it did; absent otherwise. */
  confirmation?: Confirmation;
  deliveries: Delivery[];
};

/** Where a sign-up's confirmation stands (double opt-in: src/server/confirm.ts). */
export interface Confirmation {
  state: ConfirmationState;
  /** ISO time its address was confirmed; null while pending. */
  at: string | null;
}

export type ConfirmationState = "pending" | "confirmed";

export type NewSubmission = KindedRecord & {
  idempotencyKey: string | null;
  /** The page the form was on, when known. */
  page?: string | null;
  /** The kind and record's hash: a repeat of the key with another body is told apart. */
  requestHash: string;
  /** The words a marketing sign-up was shown; kept with the page and the time received. */
  consent?: ConsentWording | null;
  /**
   * A sign-up awaiting its address's confirmation ("pending"), or one from an address already
   * confirmed ("confirmed", as of its arrival); absent when no confirmation is asked.
   */
  confirmation?: ConfirmationState;
  targets: readonly DeliveryTarget[];
  /**
   * The mail quota its visitor email counts against (src/server/visitor-mail-quota): a
   * visitor-email owed is only kept pending when the quota has room; null when there is no
   * address to count (the email is held); absent when no quota applies.
   */
  visitorMail?: MailQuota | null;
  /**
   * Caught by the forms' trap (src/server/honeypot.ts): stored as spam, owed nothing, until the
   * owner restores it (src/server/trapped.ts).
   */
  trapped?: boolean;
};

/**
 * At most `limit` emails to a key in any `windowMs`. Counted in `limit` slots, each keeping when
 * it last let one go: an email takes a slot whose time is a window old or more.
 */
export interface MailQuota {
  key: string;
  windowMs: number;
  limit: number;
}

/** A quota's slots' keys, as the quota table holds them. */
export const quotaSlots = ({ key, limit }: MailQuota): string[] =>
  Array.from({ length: limit }, (_, slot) => `${key}:${slot}`);

/**
 * Why a visitor's email was not sent: its mailbox's quota was full. Worded when the quota counted
 * per form, and kept: the inbox tells held emails from failed ones by these words.
 */
export const QUOTA_DETAIL =
  "not sent: this address had an email from this form in the last 24 hours";

/** What the visitor's answer needs of a stored submission. */
export interface StoredRef {
  id: string;
  receivedAt: string;
}

export interface AddResult extends StoredRef {
  /** The key was stored already: this is the first submission's, and nothing was written. */
  duplicate: boolean;
  /** The stored submission's request hash (for a duplicate, the first one's; null when older). */
  requestHash: string | null;
}

/** A reply a member sent a lead by email, as the outbox sends it (src/server/store/replies.ts). */
export interface StoredReply {
  /** The member who wrote it: the reply's Reply-To. */
  by: string;
  subject: string;
  body: string;
  messageId: string;
  /** Our confirmation's Message-ID, which the reply threads to; null when none went. */
  inReplyTo: string | null;
}

/** An attempt's result, as stored. */
export type DeliveryUpdate = Omit<Delivery, "target">;

/** A pending delivery whose time has come, with the submission it belongs to. */
export interface DueDelivery {
  submission: Submission;
  delivery: Delivery;
}

export interface ClaimOptions {
  /** Send these ahead of their time: those due by this moment (default: now). */
  dueBy?: Date;
  /** Only deliveries to these targets (default: every target but the digest). */
  targets?: readonly DeliveryTarget[];
}

/** What the outbox sends one by one; the digest is sent once a day, all together. */
export const ONE_BY_ONE: readonly DeliveryTarget[] = DELIVERY_TARGETS.filter(
  (target) => target !== "owner-digest",
);

/** A stored submission as the purge weighs it (src/server/purge.ts): no delivery detail. */
export type HeldSubmission = KindedRecord & {
  id: string;
  receivedAt: string;
  /** When its last settled delivery was last tried; null when none was. */
  settledAt: string | null;
  /** Whether a delivery is still owed. */
  pending: boolean;
  /** A sign-up whose address has not been confirmed yet. */
  awaitingConfirmation: boolean;
  /** Where it stands in the owner's inbox ("won" keeps an enquiry). */
  status: LeadStatus;
  /** Caught by the forms' trap and not restored. */
  trapped: boolean;
};

/** Why an address is on the suppression list. */
export type SuppressionReason = "unsubscribed" | "erased";

/** An entry on the suppression list: a keyed hash of an address, never the address. */
export interface Suppression {
  reason: SuppressionReason;
  /** ISO time it was added. */
  at: string;
}

/** What was deleted, for the old leads.jsonl files read in: these ids, and all under an address. */
export interface Gone {
  ids: readonly string[];
  email?: string;
}

/** Who had an address erased: its owner at /privacy/my-data, or the site's owner. */
export type ErasedBy = "visitor" | "owner";

/** That an erasure happened, for the owner's digest: no address, nothing to tell who it was. */
export interface ErasureNote {
  /** ISO time of the erasure. */
  at: string;
  by: ErasedBy;
  /** How many submissions went. */
  submissions: number;
  /** What the email platform answered, in our words. */
  platform: string;
}

export interface StoredErasureNote extends ErasureNote {
  id: number;
}

export interface StoreHealth {
  writable: boolean;
  detail: string;
}

export interface Store {
  /** "sqlite" or "postgres", and where: for logs and `npm run leads`. */
  readonly description: string;
  /** Gets ready to serve: reads what the file holds, or brings the schema up to date. */
  open(): Promise<void>;
  /** Stores a submission with its deliveries pending, once per kind and idempotency key. */
  add(submission: NewSubmission): Promise<AddResult>;
  /** The submission stored under this key, if any, with the hash its key is bound to. */
  find(
    kind: SubmissionKind,
    idempotencyKey: string,
  ): Promise<(StoredRef & { requestHash: string | null }) | undefined>;
  /**
   * Pending deliveries due at `now` (or by `dueBy`, to send some ahead of their time), each
   * claimed until `now` plus `leaseMs` so that no other worker (or instance) runs it meanwhile.
   */
  claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    options?: ClaimOptions,
  ): Promise<DueDelivery[]>;
  /**
   * Owes a submission a delivery from `at`; one owed before is owed again from the start only if
   * it ended badly (refused or failed), so repeating this while it is owed or done changes nothing.
   */
  owe(submissionId: string, target: DeliveryTarget, at: Date): Promise<void>;
  /**
   * Notes that an email is about to be handed to the mail server, with its Message-ID, before it
   * is: a result that cannot be recorded then never sends it twice. Throws when it cannot write.
   */
  sending(submissionId: string, target: DeliveryTarget, messageId: string, at: Date): Promise<void>;
  /** The emailed reply this Message-ID names on a lead (src/server/store/replies.ts). */
  reply(submissionId: string, messageId: string): Promise<StoredReply | undefined>;
  /** Records an attempt's result and releases the claim. */
  record(submissionId: string, target: DeliveryTarget, update: DeliveryUpdate): Promise<void>;
  /** Every submission, oldest first, with its deliveries as they stand. */
  list(): AsyncIterable<Submission>;
  /** Submissions received before `before`, oldest first, as the retention rules weigh them. */
  held(before: Date): AsyncIterable<HeldSubmission>;
  /** Deletes these submissions with their deliveries; resolves with how many went. */
  remove(ids: readonly string[]): Promise<number>;
  /** Forgets the mail quota's entries last counted before `before`; resolves with how many. */
  forgetMailQuota(before: Date): Promise<number>;
  /** Every submission whose address reaches the same mailbox (src/lib/leads/mailbox), oldest first. */
  submissionsFrom(email: string): Promise<Submission[]>;
  /** The site's random key of this name: made on first use, then the same for every instance. */
  siteKey(name: string): Promise<Buffer>;
  /** Puts a hash on the suppression list; an entry already there keeps its reason and time. */
  suppress(hash: string, reason: SuppressionReason, at: Date): Promise<void>;
  /** The suppression list's entry for this hash, if there is one. */
  suppression(hash: string): Promise<Suppression | undefined>;
  /**
   * Clears what deleting rows leaves behind; every path that deletes a person's rows (an erasure,
   * the purge, a member's removal) ends with it. SQLite: the search index merged, so no deleted
   * lead's words stay in it, freed pages zeroed (secure_delete) and the log checkpointed and
   * emptied; the deleted submissions (and an erased address's lines) taken out of any leads.jsonl
   * read in. PostgreSQL: the tables rows are deleted from vacuumed. Resolves with what could not
   * be cleared at once, in a sentence, or null.
   */
  scrub(gone?: Gone): Promise<{ left: string | null }>;
  /** Forgets these mail quota entries (an erased person's); resolves with how many. */
  forgetMailKeys(keys: readonly string[]): Promise<number>;
  /**
   * Counts an email against the quota at `at` when one of its slots is free; resolves with the
   * slot's key (to forget, should the email not go), or null when the quota is full.
   */
  allowMail(quota: MailQuota, at: Date): Promise<string | null>;
  /**
   * Confirms every sign-up to this address's mailbox still awaiting it, as of
   * `at`; resolves with those it confirmed.
   */
  confirm(email: string, at: Date): Promise<Submission[]>;
  /** Whether the owner of the address's mailbox has confirmed it, on any submission. */
  isConfirmed(email: string): Promise<boolean>;
  /** Keeps a note that an erasure happened, until the owner's digest has told them. */
  noteErasure(note: ErasureNote): Promise<void>;
  /** The erasure notes the owner has not been told of, oldest first. */
  erasureNotes(): Promise<StoredErasureNote[]>;
  /** Forgets these erasure notes once the owner has them; resolves with how many. */
  forgetErasureNotes(ids: readonly number[]): Promise<number>;
  /** Whether a lead can be stored right now. */
  health(): Promise<StoreHealth>;
  /** Where the rate limit counts requests: shared by every instance that shares the store. */
  hitCounter(): HitCounter;
  /** Waits for writes in progress, then closes. */
  close(): Promise<void>;
}
