// Where unsubscribing happens: the endpoint the emails link to (it takes a one-click POST, or
// opens the page with the token filled in) and the pages it shows.

export const UNSUBSCRIBE_ENDPOINT = "/api/unsubscribe";
/** The token's name, in the link's query and in the page's form. */
export const UNSUBSCRIBE_TOKEN_FIELD = "t";

/** "done-everywhere" when the email platform was asked to unsubscribe the address too. */
export const UNSUBSCRIBE_STATES = ["ask", "done", "done-everywhere", "invalid"] as const;
export type UnsubscribeState = (typeof UNSUBSCRIBE_STATES)[number];

/** /unsubscribe, /unsubscribe/done, /unsubscribe/invalid and so on. */
export const unsubscribePath = (state: UnsubscribeState): string =>
  state === "ask" ? "/unsubscribe" : `/unsubscribe/${state}`;

/** RFC 8058's body: what a mail app posts when its reader presses "Unsubscribe". */
export const ONE_CLICK_BODY = { "List-Unsubscribe": "One-Click" } as const;
