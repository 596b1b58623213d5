import type { ContactDraft } from "./contact";
import type { LeadRecord } from "./lead-record";

/** What each kind of submission stores: the body its endpoint's schema gave back. */
export interface RecordByKind {
  lead: LeadRecord;
  contact: ContactDraft;
}

export type SubmissionKind = keyof RecordByKind;

/** A stored record and its kind, which says which schema it passed: a lead or a contact message. */
export type KindedRecord = {
  [K in SubmissionKind]: { kind: K; record: RecordByKind[K] };
}[SubmissionKind];
