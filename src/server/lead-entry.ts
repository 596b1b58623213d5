// What both views of the stored leads say of one: `npm run leads`'s table (cli/leads-format.ts)
// and the CSV that command and the inbox export (leads-csv.ts).
import { sourceLabel } from "../emails/labels";
import type { Delivery, Submission } from "./store/types";

/** One delivery in a short phrase: "convertkit delivered", "webhook pending (2 tries): ...". */
export function deliverySummary(delivery: Delivery): string {
  const tries = delivery.attempts === 1 ? "1 try" : `${delivery.attempts} tries`;
  const detail = delivery.state === "delivered" || !delivery.detail ? "" : `: ${delivery.detail}`;
  const next =
    delivery.state === "pending" && delivery.nextAttemptAt
      ? `; next ${delivery.nextAttemptAt}`
      : "";
  return `${delivery.target} ${delivery.state}${delivery.attempts ? ` (${tries})` : ""}${detail}${next}`;
}

/** A sign-up still waiting for its address's confirmation, before it goes to the platform. */
const AWAITING = "awaiting confirmation (goes to the email platform once confirmed)";

/** Every delivery of a submission, or that it went to the store alone. */
export function deliveriesSummary(submission: Submission): string {
  const awaiting = submission.confirmation?.state === "pending" ? [AWAITING] : [];
  const parts = [...awaiting, ...submission.deliveries.map(deliverySummary)];
  return parts.length ? parts.join("; ") : "stored only (nothing configured to send it to)";
}

/** The columns both views share, from one stored submission. */
export function entryRow(submission: Submission) {
  return {
    receivedAt: submission.receivedAt,
    kind: submission.kind,
    sourceOrSubject:
      submission.kind === "contact"
        ? submission.record.subject
        : sourceLabel(submission.record.source ?? ""),
    email: submission.record.email,
    name: submission.record.name ?? "",
    delivery: deliveriesSummary(submission),
  };
}
