import { usableAddress } from "../leads/email-rules";

// A reply from a lead's page (docs/inbox.md, "Replying"): its subject, and the links that reach
// the person by the member's own mail program or phone. Pure: the page and the server share them.

const ALREADY_RE = /^re:/i;

/** "Re: " and our confirmation's subject, so the reply threads with what the visitor already has. */
export const replySubject = (confirmationSubject: string): string => {
  const subject = confirmationSubject.trim();
  return ALREADY_RE.test(subject) ? subject : `Re: ${subject}`;
};

/** A `mailto:` link to the lead's address with the reply's subject; none for an unusable address. */
export function mailtoHref(address: string, subject: string): string | null {
  const to = usableAddress(address);
  if (!to) return null;
  return `mailto:${to.replace(/[?#%&]/g, encodeURIComponent)}?subject=${encodeURIComponent(subject)}`;
}

/** The fewest digits a number a phone can ring has. */
const MIN_DIGITS = 5;
const MAX_DIGITS = 20;

/**
 * A `tel:` link for a number as a visitor typed it: its digits alone, with a leading plus kept;
 * none when what was typed holds too few or too many digits to ring.
 */
export function telHref(phone: string | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** Why a reply cannot be sent from the inbox: the lead's address, or the site's email settings. */
export const REPLY_BLOCKS = ["no-address", "suppressed", "no-mail"] as const;
export type ReplyBlock = (typeof REPLY_BLOCKS)[number];

export const REPLY_BLOCK_TEXT: Record<ReplyBlock, string> = {
  "no-address": "This lead has no address an email can be sent to.",
  suppressed: "This address unsubscribed or was erased, so the inbox sends it nothing.",
  "no-mail": "The site cannot send email: SMTP_URL and MAIL_FROM are not both set.",
};

/** What the reply box starts from (GET the lead's reply). */
export interface ReplyDraft {
  /** The address the reply goes to; null when the lead has none to write to. */
  to: string | null;
  /** "Re: " and the subject of our confirmation. */
  subject: string;
  /** Whether the visitor was sent our confirmation, so the reply threads with it. */
  threaded: boolean;
  /** Why it cannot be sent; null when it can. */
  blocked: ReplyBlock | null;
  /** When the lead was first answered; null while it waits. */
  firstReplyAt: string | null;
}
