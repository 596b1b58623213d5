import { int, nullable, oneOf, text, time, uuid } from "./codecs";
import { table } from "./table";

// The lead desk's own tables (the reply step in both migration lists): replies made from a lead,
// and the reminders sent of a lead still unanswered.

export const REPLY_WAYS = ["email", "phone"] as const;

export const leadReplies = table("lead_replies", {
  id: int,
  submission_id: uuid,
  at: time,
  by: text,
  way: oneOf(REPLY_WAYS),
  subject: nullable(text),
  body: nullable(text),
  message_id: nullable(text),
  in_reply_to: nullable(text),
});

/** The stages a lead is reminded of: once each. */
export const REMINDER_STAGES = ["due-soon"] as const;

export const leadReminders = table("lead_reminders", {
  submission_id: uuid,
  stage: oneOf(REMINDER_STAGES),
  at: time,
});
