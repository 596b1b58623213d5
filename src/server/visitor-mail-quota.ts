import { createHash } from "node:crypto";
import type { SubmissionKind } from "./store/types";

/**
 * An address nobody has confirmed gets at most one email from each form in this long, however
 * many posts name it: our forms cannot be used to flood a stranger's inbox.
 */
export const VISITOR_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The form a submission came from, as far as the quota counts: the contact form or a source. */
const formOf = (kind: SubmissionKind, record: Record<string, unknown>): string =>
  kind === "contact" ? "contact" : typeof record.source === "string" ? record.source : "lead";

/** The quota's key for one address and form: a hash, so the quota table holds no address. */
export const mailQuotaKey = (form: string, email: string): string =>
  createHash("sha256").update(`${form}\n${email.trim().toLowerCase()}`).digest("base64url");

/** The quota's key for a submission's address and form; null when it has no address. */
export function visitorMailKey(
  kind: SubmissionKind,
  record: Record<string, unknown>,
): string | null {
  if (typeof record.email !== "string" || !record.email.trim()) return null;
  return mailQuotaKey(formOf(kind, record), record.email);
}
