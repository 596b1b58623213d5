import type { Db } from "../../store/sql/db";
import {
  firstReplyAt,
  keptReplies,
  markAnswered,
  oweReply,
  type KeptReply,
  type NewReply,
} from "../../store/replies";
import { dueSoon, remind, unremind, type DueSoonLead, type DueSoonQuery } from "./reminders";

// What the lead desk's replies and reminders add to the inbox's store, on either database.

export interface InboxReplies {
  /** Owes the lead this emailed reply (src/server/store/replies.ts); "busy" while the last is sent. */
  oweReply(id: string, reply: NewReply): Promise<"owed" | "busy" | "missing">;
  /** Keeps a reply made another way; resolves with whether the lead exists. */
  markAnswered(id: string, by: string, at: Date): Promise<boolean>;
  /** The lead's replies with their words, oldest first (for the person's data export). */
  replies(id: string): Promise<KeptReply[]>;
  /** When the lead was first answered, null while it waits; undefined for no such lead. */
  firstReplyAt(id: string): Promise<string | null | undefined>;
  /** Leads that need a reply soon and were not yet reminded of at this stage, oldest first. */
  dueSoon(query: DueSoonQuery): Promise<DueSoonLead[]>;
  /** Notes each lead reminded of at this stage; resolves with those not noted before. */
  remind(ids: readonly string[], at: Date): Promise<string[]>;
  /** Forgets these leads' reminders (their email did not go), so the next run tries again. */
  unremind(ids: readonly string[]): Promise<void>;
}

export const inboxReplies = (db: Db): InboxReplies => ({
  oweReply: (id, reply) => oweReply(db, id, reply),
  markAnswered: (id, by, at) => markAnswered(db, id, by, at),
  replies: (id) => keptReplies(db, id),
  firstReplyAt: (id) => firstReplyAt(db, id),
  dueSoon: (query) => dueSoon(db, query),
  remind: (ids, at) => remind(db, ids, at),
  unremind: (ids) => unremind(db, ids),
});
