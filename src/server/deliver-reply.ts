import type { AttemptResult } from "./deliver-http";
import { replyMail } from "./desk-mail";
import { sendNoted } from "./deliver-email";
import type { Settings } from "./settings";
import type { DueDelivery, Store } from "./store/types";
import { isSuppressed } from "./suppression";

/** Said of a reply not sent because its address is on the suppression list. */
export const SUPPRESSED_REPLY_DETAIL = "not sent: the address unsubscribed or was erased";

/**
 * One attempt at a lead's reply delivery: the reply its Message-ID names, to the lead's address,
 * unless that address was suppressed since; never throws.
 */
export async function attemptReply(
  due: DueDelivery,
  settings: Settings,
  store: Store,
): Promise<AttemptResult> {
  const { mail: mailSettings } = settings;
  if ("off" in mailSettings) return { outcome: "retry", detail: `no email: ${mailSettings.off}` };
  const { submission, delivery } = due;
  try {
    if (await isSuppressed(store, submission.record.email)) {
      return { outcome: "refused", detail: SUPPRESSED_REPLY_DETAIL };
    }
    const reply = delivery.messageId
      ? await store.reply(submission.id, delivery.messageId)
      : undefined;
    if (!reply) return { outcome: "retry", detail: "the reply is not written yet" };
    const mail = await replyMail(submission, reply, mailSettings);
    if (typeof mail === "string") return { outcome: "refused", detail: mail };
    return await sendNoted(due, mail, mailSettings, store);
  } catch (error) {
    return { outcome: "retry", detail: `the email could not be made: ${String(error)}` };
  }
}
