import type { Invitation, Role } from "../../lib/inbox/api";
import { INBOX_INVITE_PATH, INBOX_LINK_PATH, INBOX_TOKEN_FIELD } from "../../lib/inbox/api";
import { INVITE_DAYS, SIGN_IN_LINK_MINUTES } from "../../lib/inbox/limits";
import { inboxMail } from "../compose";
import { sendMail } from "../mail";
import type { Settings } from "../settings";
import type { Store } from "../store/types";
import { makeOnce } from "./once";
import type { Account, InboxStore } from "./store/types";

// Invitations and sign-in links: a one-time token in a link to the inbox, emailed when SMTP is set.
// The link always starts with SITE_URL, never with the host a request named: a forged Host header
// must not get a working token mailed to somebody else's site.

export interface MailedLink {
  link: string;
  /** Whether it was emailed; when not, why not (the CLI prints the link instead). */
  emailed: boolean;
  detail: string;
}

const DAY_MS = 24 * 60 * 60_000;

async function mailLink(
  { mail: settings }: Pick<Settings, "mail">,
  account: Account,
  kind: "invite" | "signIn",
  link: string,
): Promise<MailedLink> {
  if ("off" in settings) return { link, emailed: false, detail: settings.off };
  const mail = await inboxMail(account.email, settings, kind, {
    url: link,
    days: INVITE_DAYS,
    minutes: SIGN_IN_LINK_MINUTES,
  });
  const result = await sendMail(settings, mail);
  return { link, emailed: result.outcome === "delivered", detail: result.detail };
}

export interface InviteStores {
  store: Store;
  inbox: InboxStore;
  settings: Pick<Settings, "mail" | "secret" | "siteUrl">;
}

/** Makes the account (or finds it) and its invitation; emails the link when it can. */
export async function invite(
  stores: InviteStores,
  email: string,
  role: Role,
  now = new Date(),
): Promise<{ account: Account } & MailedLink> {
  const account = await stores.inbox.addAccount(email, role, now);
  const token = await makeOnce(
    stores,
    "invite",
    account.id,
    new Date(now.getTime() + INVITE_DAYS * DAY_MS),
  );
  const link = `${stores.settings.siteUrl}${INBOX_INVITE_PATH}?${INBOX_TOKEN_FIELD}=${token}`;
  return { account, ...(await mailLink(stores.settings, account, "invite", link)) };
}

/** When a sign-in link made now stops working. */
export const linkExpiry = (now: Date): Date =>
  new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);

/** Emails an account a sign-in link that works once, for SIGN_IN_LINK_MINUTES. */
export async function emailSignInLink(
  stores: InviteStores,
  account: Account,
  now = new Date(),
): Promise<MailedLink> {
  const token = await makeOnce(stores, "sign-in", account.id, linkExpiry(now));
  const link = `${stores.settings.siteUrl}${INBOX_LINK_PATH}?${INBOX_TOKEN_FIELD}=${token}`;
  return mailLink(stores.settings, account, "signIn", link);
}

/** The member list's entry for an invitation's answer. */
export const invitationOf = async (
  inbox: InboxStore,
  account: Account,
  mailed: MailedLink,
): Promise<Invitation> => {
  const member = (await inbox.members()).find((one) => one.id === account.id);
  if (!member) throw new Error("the invited account is gone");
  return { member, link: mailed.link, emailed: mailed.emailed };
};
