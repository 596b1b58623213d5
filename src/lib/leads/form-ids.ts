// The lead forms by name, and where each posts: what a form needs to work without scripts
// (docs/product.md#departures). Small on purpose: every page's bundle carries it.

/** The hidden field a form names itself in, so that a plain HTML post says which form it is. */
export const FORM_ID_FIELD = "_form";

/**
 * The form field only bots fill in; a lead that has it is quietly dropped. Its name means nothing
 * to browsers' and password managers' autofill (a field called "nickname" or "website" they fill
 * for people), so only a bot that fills every field it finds trips it.
 */
export const HONEYPOT_FIELD = "hp_5f3a";

/** The header that makes a resent submission count once. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export const SUBSCRIBE_ENDPOINT = "/api/subscribe";
export const CONTACT_ENDPOINT = "/api/contact";
export type Endpoint = typeof SUBSCRIBE_ENDPOINT | typeof CONTACT_ENDPOINT;

/** Each lead form and the endpoint it posts to. */
export const FORM_ENDPOINTS = {
  consultation: SUBSCRIBE_ENDPOINT,
  contact: CONTACT_ENDPOINT,
  "footer-newsletter": SUBSCRIBE_ENDPOINT,
  "blog-newsletter": SUBSCRIBE_ENDPOINT,
  "scaling-guide": SUBSCRIBE_ENDPOINT,
  "assessment-report": SUBSCRIBE_ENDPOINT,
  "exit-popup": SUBSCRIBE_ENDPOINT,
} as const satisfies Record<string, Endpoint>;

export type FormId = keyof typeof FORM_ENDPOINTS;

export const isFormId = (value: unknown): value is FormId =>
  typeof value === "string" && Object.hasOwn(FORM_ENDPOINTS, value);

/** The thank-you pages, at /thank-you/{id}: one for each promise a form makes. */
export const THANK_YOU_IDS = [
  "consultation",
  "message",
  "newsletter",
  "guide",
  "roi-report",
  "assessment",
  "strategy-call",
] as const;
export type ThankYouId = (typeof THANK_YOU_IDS)[number];

export const THANK_YOU_PATH = "/thank-you";
export const thankYouPath = (id: ThankYouId): string => `${THANK_YOU_PATH}/${id}`;

/** The lead magnet that is booked rather than downloaded (sent as type strategy_call). */
export const STRATEGY_CALL_ID = "strategy-call";
