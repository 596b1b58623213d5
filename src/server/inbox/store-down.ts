import { HttpProblem } from "../http/problems";
import type { InboxContext } from "./context";
import { INBOX_PROBLEMS } from "./problems";

/** How long the page is told to wait before trying again while the store is down. */
export const STORE_DOWN_RETRY_SECONDS = 30;
const HEALTH_DEADLINE_MS = 2_000;

const isFault = (error: unknown): boolean =>
  !(error instanceof HttpProblem) &&
  !(
    typeof error === "object" &&
    error !== null &&
    "statusCode" in error &&
    typeof error.statusCode === "number" &&
    error.statusCode < 500
  );

/**
 * For a fault (not a refusal), whether the store is what failed: its health check, within a
 * deadline, says it cannot be written. Then the answer is a 503 with Retry-After, not a 500.
 */
export async function storeDownProblem(
  context: Pick<InboxContext, "store" | "log">,
  error: unknown,
): Promise<HttpProblem | null> {
  if (!isFault(error)) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ writable: false; detail: string }>((resolve) => {
    timer = setTimeout(
      () => resolve({ writable: false, detail: "no answer from the store" }),
      HEALTH_DEADLINE_MS,
    );
  });
  const health = await Promise.race([
    context.store.health().catch((cause: unknown) => ({
      writable: false as const,
      detail: String(cause),
    })),
    late,
  ]).finally(() => clearTimeout(timer));
  if (health.writable) return null;
  context.log(`inbox: the store is down (${health.detail})`, error);
  return new HttpProblem(503, INBOX_PROBLEMS.storeDown, {
    "Retry-After": String(STORE_DOWN_RETRY_SECONDS),
  });
}
