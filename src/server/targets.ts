import { ALERT_AT_ONCE, leadPurpose } from "../lib/leads/lead-purpose";
import { contactTarget, mailSettings, subscribeTarget, type Env } from "./runtime-env";
import type { DeliveryTarget, SubmissionKind } from "./store/types";

/**
 * What a new submission is owed, by today's settings (docs/product.md#departures): the email
 * platform (a lead), the owner's webhook, the owner's email at once for a request someone waits on
 * or in the day's digest for a sign-up, and the email the visitor was promised.
 */
export function deliveryTargets(
  kind: SubmissionKind,
  record: Record<string, unknown>,
  env: Env,
): DeliveryTarget[] {
  const targets: DeliveryTarget[] = [];
  if (kind === "lead") {
    const platform = subscribeTarget(env);
    if (platform.to !== "store") targets.push(platform.to);
  }
  if (contactTarget(env).to === "webhook") targets.push("webhook");
  const mail = mailSettings(env);
  if ("off" in mail) return targets;
  if (mail.owner) {
    targets.push(ALERT_AT_ONCE.has(leadPurpose(kind, record)) ? "owner-email" : "owner-digest");
  }
  targets.push("visitor-email");
  return targets;
}
