// The inbox's one page, as its server writes it and its bundle finds it.

/** The element the bundle renders into. */
export const INBOX_ROOT_ID = "inbox";

/** The inbox's document title: "Inbox · Studio", or "Leads · Inbox · Studio" on a view. */
export const inboxTitle = (siteTitle: string, view?: string): string =>
  [view, "Inbox", siteTitle].filter(Boolean).join(" · ");
