import { classifyLead } from "../lib/leads/lead-class";
import type { KindedRecord } from "../lib/leads/submission";
import { confirmationFor } from "./confirm";
import type { Settings } from "./settings";
import type { ConfirmationState, DeliveryTarget, Store } from "./store/types";
import { isSuppressed } from "./suppression";
import { deliveryTargets } from "./targets";

/**
 * What a submission is owed as it arrives, by today's settings: its deliveries, and whether its
 * address is asked to confirm. The same for a new one and a trapped one the owner restores.
 */
export async function owedFor(
  store: Store,
  settings: Settings,
  submission: KindedRecord,
): Promise<{ targets: DeliveryTarget[]; confirmation: ConfirmationState | undefined }> {
  const lead = classifyLead(submission);
  const { email } = submission.record;
  const [suppressed, confirmation] = await Promise.all([
    isSuppressed(store, email),
    confirmationFor(store, settings, email, lead),
  ]);
  const targets = deliveryTargets(submission.kind, lead, settings, {
    suppressed,
    awaitingConfirmation: confirmation === "pending",
  });
  return { targets, confirmation };
}
