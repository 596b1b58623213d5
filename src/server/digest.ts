import { stateAfterAttempt } from "../lib/leads/delivery-rules";
import { digestMail } from "./compose";
import { sendMail } from "./mail";
import { mailSettings, type Env } from "./runtime-env";
import type { DueDelivery, Store } from "./store/types";

const FAR_FUTURE = new Date(8.64e15);
const BATCH = 500;

export interface DigestResult {
  /** Sign-ups in the email sent (0 when there were none, or it could not be sent). */
  sent: number;
  detail: string;
}

/**
 * The owner's daily email of newsletter and download sign-ups: every owner-digest delivery still
 * owed goes into one email, and each is recorded delivered once the SMTP server has it (or kept
 * for the next digest when it has not).
 */
export async function sendDigest(
  store: Store,
  env: Env,
  now: Date = new Date(),
): Promise<DigestResult> {
  const settings = mailSettings(env);
  if ("off" in settings) return { sent: 0, detail: `no email: ${settings.off}` };
  const owed: DueDelivery[] = [];
  for (;;) {
    const batch = await store.claimDue(now, BATCH, 10 * 60_000, {
      dueBy: FAR_FUTURE,
      targets: ["owner-digest"],
    });
    owed.push(...batch);
    if (batch.length < BATCH) break;
  }
  if (!owed.length) return { sent: 0, detail: "no sign-ups since the last digest" };
  const submissions = owed
    .map(({ submission }) => submission)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const mail = await digestMail(submissions, settings, now);
  const result =
    typeof mail === "string"
      ? { outcome: "retry" as const, detail: mail }
      : await sendMail(settings, mail);
  for (const { submission, delivery } of owed) {
    const next = stateAfterAttempt(delivery.attempts, result.outcome, now);
    await store.record(submission.id, "owner-digest", {
      state: next.state === "delivered" ? "delivered" : "pending",
      attempts: next.attempts,
      lastAttemptAt: now.toISOString(),
      // Kept for the next digest whatever happened: the owner should hear of every sign-up.
      nextAttemptAt: now.toISOString(),
      detail: result.detail,
    });
  }
  return result.outcome === "delivered"
    ? { sent: owed.length, detail: result.detail }
    : { sent: 0, detail: result.detail };
}
