// Confirmed sign-ups (double opt-in): a newsletter, guide or report sign-up goes to the email
// platform only once the address's owner has pressed the button behind the link in our email to
// them. The link opens a page that asks (a GET changes nothing, as mail scanners follow links);
// its form confirms. These are its addresses and pages.

export const CONFIRM_ENDPOINT = "/api/confirm";
/** The token's name, in the link's query and in the page's form. */
export const CONFIRM_TOKEN_FIELD = "t";

export const CONFIRM_STATES = ["ask", "done", "already", "expired", "invalid"] as const;
export type ConfirmState = (typeof CONFIRM_STATES)[number];

/** /confirm, /confirm/done, /confirm/already, /confirm/expired, /confirm/invalid. */
export const confirmPath = (state: ConfirmState): string =>
  state === "ask" ? "/confirm" : `/confirm/${state}`;
