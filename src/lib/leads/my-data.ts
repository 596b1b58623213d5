// A person's own way to their data (UK GDPR arts. 15, 17 and 20): they give their address at
// /privacy/my-data, we email a link that works for a short while, and its page offers the export
// as a download and erasure with one confirmation. These are its addresses and fields.

/** Where the page's form posts the address; the emailed link opens it too, with its token. */
export const MY_DATA_ENDPOINT = "/api/my-data";
/** Gives the holder of a link everything held under its address, as a JSON download. */
export const MY_DATA_EXPORT_ENDPOINT = "/api/my-data/export";
/** Erases everything held under the link's address. */
export const MY_DATA_ERASE_ENDPOINT = "/api/my-data/erase";

/** The address field of the page that asks. */
export const MY_DATA_EMAIL_FIELD = "email";
/** The token's name, in the link's query and in the forms of the page it opens. */
export const MY_DATA_TOKEN_FIELD = "t";
/** The erase form's confirmation box: erasure happens only when it is ticked. */
export const MY_DATA_CONFIRM_FIELD = "confirm";
export const MY_DATA_CONFIRM_VALUE = "erase";

/** How long an emailed link works. */
export const MY_DATA_LINK_MINUTES = 60;

/**
 * The pages: the form that asks for an address, the one that says the email is on its way, the
 * one the link opens (export and erase), the one after erasure, and the two a link that does not
 * work leads to.
 */
export const MY_DATA_STATES = ["ask", "sent", "yours", "erased", "expired", "invalid"] as const;
export type MyDataState = (typeof MY_DATA_STATES)[number];

export const MY_DATA_PATH = "/privacy/my-data";

/** /privacy/my-data, /privacy/my-data/sent, ... */
export const myDataPath = (state: MyDataState): string =>
  state === "ask" ? MY_DATA_PATH : `${MY_DATA_PATH}/${state}`;

/** The name the export downloads under. */
export const MY_DATA_EXPORT_FILENAME = "my-data.json";
