import { ownerMail, studioFor, visitorMail } from "./compose";
import { confirmLink, UNCONFIRMED_PERIOD } from "./confirm";
import type { AttemptResult } from "./deliver-http";
import { sendMail } from "./mail";
import { mailSettings, type Env } from "./runtime-env";
import type { DueDelivery, Store } from "./store/types";
import { unsubscribeLinks } from "./unsubscribe";

/** Said of an email not sent because the store could not note first that it was going. */
export const NOT_NOTED_DETAIL = "not sent: the store could not note first that it was going";

/**
 * One attempt at the owner's or the visitor's email for a stored submission; never throws. That it
 * is going, with its Message-ID, is written before it is handed to the mail server: one whose
 * result is then lost is never sent again (src/server/outbox.ts).
 */
export async function attemptEmail(
  due: DueDelivery,
  env: Env,
  store: Store,
): Promise<AttemptResult> {
  const settings = mailSettings(env);
  if ("off" in settings) return { outcome: "retry", detail: `no email: ${settings.off}` };
  try {
    const mail =
      due.delivery.target === "owner-email"
        ? await ownerMail(due.submission, settings)
        : await visitorMail(due.submission, settings, env, {
            unsubscribe: (address) =>
              unsubscribeLinks(store, env, settings.siteUrl, address, studioFor(settings).email),
            confirm: async (address, receivedAt) => ({
              url: await confirmLink(store, env, settings.siteUrl, address, receivedAt),
              period: UNCONFIRMED_PERIOD,
            }),
            isConfirmed: (address) => store.isConfirmed(address),
          });
    if (typeof mail === "string") return { outcome: "refused", detail: mail };
    const { submission, delivery } = due;
    try {
      await store.sending(submission.id, delivery.target, mail.messageId, new Date());
    } catch {
      return { outcome: "retry", detail: NOT_NOTED_DETAIL };
    }
    return await sendMail(settings, mail);
  } catch (error) {
    return { outcome: "retry", detail: `the email could not be made: ${String(error)}` };
  }
}
