import type { LeadClass } from "../lib/leads/lead-class";
import { ALERT_AT_ONCE } from "../lib/leads/lead-purpose";
import type { SubmissionKind } from "../lib/leads/submission";
import type { Settings } from "./settings";
import type { DeliveryTarget } from "./store/types";

/**
 * What a new submission is owed, by today's settings (docs/product.md#departures): the email
 * platform (a lead), the owner's webhook, the owner's email at once for a request someone waits on
 * or in the day's digest for a sign-up, and the email the visitor was promised. An address on the
 * suppression list (src/server/suppression.ts) goes to no platform and gets no marketing email; a
 * sign-up awaiting its confirmation (src/server/confirm.ts) is owed the platform once confirmed.
 */
export function deliveryTargets(
  kind: SubmissionKind,
  { purpose, rule }: LeadClass,
  settings: Settings,
  { suppressed = false, awaitingConfirmation = false } = {},
): DeliveryTarget[] {
  const targets: DeliveryTarget[] = [];
  if (kind === "lead" && !suppressed && !awaitingConfirmation) {
    const platform = settings.subscribe;
    if (platform.to !== "store") targets.push(platform.to);
  }
  if (settings.webhook.to === "webhook") targets.push("webhook");
  const { mail } = settings;
  if ("off" in mail) return targets;
  if (mail.owner) {
    targets.push(ALERT_AT_ONCE.has(purpose) ? "owner-email" : "owner-digest");
  }
  if (!suppressed || rule !== "marketing") targets.push("visitor-email");
  return targets;
}
