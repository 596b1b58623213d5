import { ownerMail, studioFor, visitorMail } from "./compose";
import { confirmLink, UNCONFIRMED_PERIOD } from "./confirm";
import type { AttemptResult } from "./deliver-http";
import { sendMail, type OutgoingMail } from "./mail";
import type { MailSettings, Settings } from "./settings";
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
  settings: Settings,
  store: Store,
): Promise<AttemptResult> {
  const { mail: mailSettings } = settings;
  if ("off" in mailSettings) return { outcome: "retry", detail: `no email: ${mailSettings.off}` };
  try {
    const mail =
      due.delivery.target === "owner-email"
        ? await ownerMail(due.submission, mailSettings)
        : await visitorMail(due.submission, mailSettings, settings, {
            unsubscribe: (address) =>
              unsubscribeLinks(store, settings, address, studioFor(mailSettings).email),
            confirm: async (address, receivedAt) => ({
              url: await confirmLink(store, settings, address, receivedAt),
              period: UNCONFIRMED_PERIOD,
            }),
            isConfirmed: (address) => store.isConfirmed(address),
          });
    if (typeof mail === "string") return { outcome: "refused", detail: mail };
    return await sendNoted(due, mail, mailSettings, store);
  } catch (error) {
    return { outcome: "retry", detail: `the email could not be made: ${String(error)}` };
  }
}

/** Notes that the email is going, with its Message-ID, then hands it to the mail server. */
export async function sendNoted(
  { submission, delivery }: DueDelivery,
  mail: OutgoingMail,
  mailSettings: MailSettings,
  store: Store,
): Promise<AttemptResult> {
  try {
    await store.sending(submission.id, delivery.target, mail.messageId, new Date());
  } catch {
    return { outcome: "retry", detail: NOT_NOTED_DETAIL };
  }
  return sendMail(mailSettings, mail);
}
