import { MY_DATA_ENDPOINT, MY_DATA_LINK_MINUTES, MY_DATA_TOKEN_FIELD } from "../lib/leads/my-data";
import { usableAddress } from "../lib/leads/email-rules";
import { myDataMail } from "./compose";
import { sendMail } from "./mail";
import { sealLink } from "./link-token";
import type { Settings } from "./settings";
import type { Store } from "./store/types";
import { suppressionOf } from "./suppression";
import { visitorMailQuota } from "./visitor-mail-quota";

// A person asks for their data at /privacy/my-data by giving an address; the answer goes to that
// address only, so only its owner can open what is held. The page that asked is told the same
// whatever the store holds: whether an address is known is for its owner to learn.

export type MyDataRequest =
  /** An email went: the link, or word that nothing is held. */
  | { outcome: "sent" }
  /** The mailbox's quota is full: nothing more is sent, nor said. */
  | { outcome: "quota" }
  /** The mail host refused the address for good: it receives no mail, so it is no address. */
  | { outcome: "refused" }
  /** No email could go (none configured, or the SMTP server would not take it). */
  | { outcome: "failed"; detail: string };

/** Whether the store holds anything under the address's mailbox: a submission, or a suppression. */
async function holdsAnything(store: Store, email: string): Promise<boolean> {
  const [submissions, suppression] = await Promise.all([
    store.submissionsFrom(email),
    suppressionOf(store, email),
  ]);
  return submissions.length > 0 || suppression !== undefined;
}

/** The signed link to an address's data, working for MY_DATA_LINK_MINUTES from `now`. */
export async function myDataLink(
  store: Store,
  settings: Pick<Settings, "secret" | "siteUrl">,
  email: string,
  now: Date,
): Promise<string> {
  const token = await sealLink(store, settings, {
    purpose: "my-data",
    email,
    expiresAt: now.getTime() + MY_DATA_LINK_MINUTES * 60_000,
  });
  return `${settings.siteUrl}${MY_DATA_ENDPOINT}?${MY_DATA_TOKEN_FIELD}=${token}`;
}

/**
 * Emails the address its link (or word that nothing is held), when its mailbox's quota (the one
 * every visitor email counts against) has room. An email that could not go gives its place in the
 * quota back, so that the person can ask again at once.
 */
export async function requestMyData(
  store: Store,
  settings: Settings,
  address: string,
  now = new Date(),
): Promise<MyDataRequest> {
  const email = usableAddress(address);
  if (!email) return { outcome: "failed", detail: "the address cannot be written to" };
  const mail = settings.mail;
  if ("off" in mail) return { outcome: "failed", detail: mail.off };
  const quota = visitorMailQuota(email);
  const slot = quota && (await store.allowMail(quota, now));
  if (!slot) return { outcome: "quota" };
  const link = (await holdsAnything(store, email))
    ? {
        url: await myDataLink(store, settings, email, now),
        minutes: MY_DATA_LINK_MINUTES,
      }
    : null;
  const result = await sendMail(mail, await myDataMail(email, mail, link));
  if (result.outcome === "delivered") return { outcome: "sent" };
  await store.forgetMailKeys([slot]);
  if (result.recipientRefused) return { outcome: "refused" };
  return { outcome: "failed", detail: result.detail };
}
