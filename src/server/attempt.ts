import { attemptDelivery, type AttemptResult, type Fetch } from "./deliver";
import { attemptEmail } from "./deliver-email";
import type { Env } from "./runtime-env";
import type { DueDelivery, Store } from "./store/types";

/** One attempt at any delivery the outbox sends one by one: an email, a platform, the webhook. */
export function attemptAny(
  due: DueDelivery,
  env: Env,
  fetch: Fetch,
  store: Store,
): Promise<AttemptResult> {
  const { target } = due.delivery;
  return target === "owner-email" || target === "visitor-email"
    ? attemptEmail(due, env, store)
    : attemptDelivery(due, env, fetch);
}
