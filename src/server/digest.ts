import { stateAfterAttempt } from "../lib/leads/delivery-rules";
import type { DigestDesk } from "../emails/digest-desk";
import { digestMail } from "./compose";
import { deskForDigest, type DeskStore } from "./inbox/digest-desk";
import { sendMail } from "./mail";
import type { Settings } from "./settings";
import type { DueDelivery, Store } from "./store/types";

const FAR_FUTURE = new Date(8.64e15);
const BATCH = 500;

export interface DigestResult {
  /** Sign-ups in the email sent (0 when there were none, or it could not be sent). */
  sent: number;
  /** Erasures it told of (0 when there were none, or it could not be sent). */
  erasures: number;
  detail: string;
}

/**
 * The owner's daily email of newsletter and download sign-ups, of erasures, and (given the inbox's
 * store) of the enquiries overdue for their reply and last week's reply figures: every
 * owner-digest delivery still owed goes into one email, and each is recorded delivered once the
 * SMTP server has it (or kept for the next digest when it has not); so is each erasure's note,
 * forgotten once sent.
 */
export async function sendDigest(
  store: Store,
  { mail: settings }: Pick<Settings, "mail">,
  now: Date = new Date(),
  inbox?: DeskStore,
): Promise<DigestResult> {
  if ("off" in settings) return { sent: 0, erasures: 0, detail: `no email: ${settings.off}` };
  const owed: DueDelivery[] = [];
  for (;;) {
    const batch = await store.claimDue(now, BATCH, 10 * 60_000, {
      dueBy: FAR_FUTURE,
      targets: ["owner-digest"],
    });
    owed.push(...batch);
    if (batch.length < BATCH) break;
  }
  const erasures = await store.erasureNotes();
  const desk: DigestDesk | undefined = inbox ? await deskForDigest(inbox, now) : undefined;
  const deskNews = Boolean(desk && (desk.overdueTotal > 0 || desk.figures.length > 0));
  if (!owed.length && !erasures.length && !deskNews) {
    return { sent: 0, erasures: 0, detail: "no sign-ups or erasures since the last digest" };
  }
  const submissions = owed
    .map(({ submission }) => submission)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const mail = await digestMail(submissions, settings, now, erasures, desk);
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
  if (result.outcome !== "delivered") return { sent: 0, erasures: 0, detail: result.detail };
  await store.forgetErasureNotes(erasures.map((note) => note.id));
  return { sent: owed.length, erasures: erasures.length, detail: result.detail };
}

/** A digest's result in a line, for the log and `npm run leads -- --digest`. */
export function describeDigest({ sent, erasures, detail }: DigestResult): string {
  if (!sent && !erasures) return `No digest sent: ${detail}`;
  const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
  return `Digest of ${plural(sent, "sign-up")} and ${plural(erasures, "erasure")} sent`;
}
