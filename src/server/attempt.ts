import { attemptDelivery, type AttemptResult, type Fetch } from "./deliver-http";
import { attemptEmail } from "./deliver-email";
import { attemptReply } from "./deliver-reply";
import type { Settings } from "./settings";
import type { DueDelivery, Store } from "./store/types";
import { isSuppressed } from "./suppression";
import { isMarketingDelivery, UNSUBSCRIBED_DETAIL } from "./unsubscribe";

/**
 * One attempt at any delivery the outbox sends one by one: an email, a platform, the webhook.
 * Marketing to an address that unsubscribed since it was owed is refused, never sent.
 */
export async function attemptAny(
  due: DueDelivery,
  settings: Settings,
  fetch: Fetch,
  store: Store,
): Promise<AttemptResult> {
  const { submission, delivery } = due;
  if (
    isMarketingDelivery(submission, delivery.target) &&
    (await isSuppressed(store, submission.record.email))
  ) {
    return { outcome: "refused", detail: UNSUBSCRIBED_DETAIL };
  }
  if (delivery.target === "reply") return attemptReply(due, settings, store);
  return delivery.target === "owner-email" || delivery.target === "visitor-email"
    ? attemptEmail(due, settings, store)
    : attemptDelivery(due, settings, fetch);
}
