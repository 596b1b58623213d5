// How long the inbox's sessions and links last, and how many sign-in attempts it takes: the
// numbers docs/inbox.md and docs/security.md state, in one place.

const MINUTE = 60_000;

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 60 * MINUTE;
/** ...and this long after sign-in, whatever happens. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
/** An emailed sign-in link works once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15;
/** An invitation works once, for this long. */
export const INVITE_DAYS = 7;
/** A passkey prompt's challenge is good for this long. */
export const CHALLENGE_MINUTES = 5;

/** Sign-in attempts (passkey, link, or asking for a link) per client per window. */
export const SIGN_IN_CLIENT_LIMIT = 20;
/**
 * Sign-in links emailed to one address per window: a request beyond it is answered like every other,
 * and sends nothing.
 */
export const SIGN_IN_EMAILS_PER_ADDRESS = 5;
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
/** The audit page shows refused sign-ins counted over this many days. */
export const REFUSAL_DAYS = 30;

/** The longest reply sent from a lead (its message, counted in characters). */
export const REPLY_MAX_LENGTH = 10_000;
/** The longest subject a reply may be given. */
export const REPLY_SUBJECT_MAX_LENGTH = 200;
/**
 * Leads one request may change at once (a selection in the list): a page's worth and more, and
 * few enough that one transaction stays short.
 */
export const BULK_MAX_LEADS = 100;
/** The longest name a passkey may be given. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** How long the list waits after the last key typed before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;
