import { createHash } from "node:crypto";
import type { KindedRecord } from "../lib/leads/submission";

/**
 * An address nobody has confirmed gets at most one email from each form in this long, however
 * many posts name it: our forms cannot be used to flood a stranger's inbox.
 */
export const VISITOR_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The form a submission came from, as far as the quota counts: the contact form or a source. */
const formOf = (submission: KindedRecord): string =>
  submission.kind === "contact" ? "contact" : (submission.record.source ?? "lead");

/** The quota's key for one address and form: a hash, so the quota table holds no address. */
export const mailQuotaKey = (form: string, email: string): string =>
  createHash("sha256").update(`${form}\n${email.trim().toLowerCase()}`).digest("base64url");

/** The quota's key for a submission's address and form; null when it has no address. */
export function visitorMailKey(submission: KindedRecord): string | null {
  const { email } = submission.record;
  if (!email.trim()) return null;
  return mailQuotaKey(formOf(submission), email);
}
