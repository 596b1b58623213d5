import { STATUS_TEXT } from "./statuses";
import type { BulkAction, BulkResult } from "./team-api";

// What the list says after a change to many leads, as docs/inbox.md quotes it.

const leads = (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "lead" : "leads"}`;

/** "3 leads marked as spam.", "2 leads assigned to conor@…. 1 already was." */
export function bulkResultText(
  action: BulkAction,
  { leads: asked, changed }: BulkResult,
  assigneeEmail: string | null,
): string {
  const what =
    action.kind === "status"
      ? action.status === "spam"
        ? "marked as spam"
        : `set to ${STATUS_TEXT[action.status].label}`
      : assigneeEmail
        ? `assigned to ${assigneeEmail}`
        : "left unassigned";
  const already = asked - changed;
  const rest = already > 0 ? ` ${leads(already)} already ${already === 1 ? "was" : "were"}.` : "";
  return `${leads(changed)} ${what}.${rest}`;
}
