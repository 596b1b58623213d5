import { createHash } from "node:crypto";
import { mailboxKey } from "../lib/leads/mailbox";
import { LEAD_SOURCES } from "../lib/leads/sources";
import { quotaSlots, type MailQuota } from "./store/types";

/**
 * A mailbox gets at most VISITOR_MAILS_PER_WINDOW emails from the whole site in any window this
 * long, however many posts, forms and spellings of its address name it: our forms cannot be used
 * to flood a stranger's inbox. A confirmed mailbox is held to it too, since anyone can type its
 * address as well.
 */
export const VISITOR_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;
export const VISITOR_MAILS_PER_WINDOW = 3;

const sha256 = (text: string): string => createHash("sha256").update(text).digest("base64url");

/** The quota's key for the mailbox an address reaches: a hash, so the quota table holds no address. */
export const mailQuotaKey = (email: string): string => sha256(`mailbox\n${mailboxKey(email)}`);

/**
 * The key the quota counted an address under before it counted mailboxes (one per form, the
 * `/api/my-data` emails among them, and exact address).
 */
const formMailQuotaKey = (form: string, email: string): string =>
  sha256(`${form}\n${email.trim().toLowerCase()}`);

/** The quota an email to this address is counted against; null when there is no address. */
export function visitorMailQuota(email: string): MailQuota | null {
  if (!email.trim()) return null;
  return {
    key: mailQuotaKey(email),
    windowMs: VISITOR_MAIL_WINDOW_MS,
    limit: VISITOR_MAILS_PER_WINDOW,
  };
}

/**
 * Every quota entry these spellings of a mailbox may have left: its slots, and while they last the
 * entries counted per form and exact address before. An erasure forgets them all.
 */
export function mailQuotaKeysOf(emails: readonly string[]): string[] {
  const forms = ["contact", "lead", "my-data", ...LEAD_SOURCES];
  const keys = emails.flatMap((email) => {
    const quota = visitorMailQuota(email);
    if (!quota) return [];
    return [...quotaSlots(quota), ...forms.map((form) => formMailQuotaKey(form, email))];
  });
  return [...new Set(keys)];
}
