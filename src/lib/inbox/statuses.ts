// Where a lead stands in the owner's work: the inbox's pipeline. A lead arrives as "new"; the owner
// moves it along (contacted, qualified, then won or lost) or sets it aside as spam. Any status may
// follow any other, so that a mistake is mended with one more change (each is kept in the history).

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.some((status) => status === value);

/** What each status is called on screen, and what it means (docs/inbox.md repeats these). */
export const STATUS_TEXT: Record<LeadStatus, { label: string; meaning: string }> = {
  new: { label: "New", meaning: "Arrived and not yet answered." },
  contacted: { label: "Contacted", meaning: "Answered: we have written or called back." },
  qualified: {
    label: "Qualified",
    meaning: "A real need we can meet, with a budget and a person who decides.",
  },
  won: { label: "Won", meaning: "Became work." },
  lost: { label: "Lost", meaning: "Did not become work, or went quiet." },
  spam: { label: "Spam", meaning: "Not a real enquiry: kept out of the other counts." },
};

/** The status a lead marked "not spam" returns to. */
export const NOT_SPAM_STATUS: LeadStatus = "new";

/** The statuses still waiting on the owner: "new" is the one the 24-hour promise is about. */
export const OPEN_STATUSES: readonly LeadStatus[] = ["new", "contacted", "qualified"];
