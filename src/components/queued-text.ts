import type { LeadResult } from "../lib/leads/result";

/**
 * What a form says of a submission queued on the device: that the server asked for a pause (a
 * 429), or that it could not be reached. Either way the queue sends it by itself.
 */
export const queuedText = (notices: Queries.FormNotices, result: LeadResult | null): string =>
  result?.busy ? notices.busyText : notices.queuedText;
