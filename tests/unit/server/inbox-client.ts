// The inbox as its page drives it, over HTTP against the real server: invitations, passkeys from
// the software authenticator, and requests carrying the session's cookie, Origin and CSRF token.
import { CSRF_HEADER, INBOX_ENDPOINTS, type SessionInfo } from "../../../src/lib/inbox/api";
import type { Role } from "../../../src/lib/inbox/api";
import { invite } from "../../../src/server/inbox/invite";
import { SESSION_COOKIE } from "../../../src/server/inbox/session";
import { closeMail } from "../../../src/server/mail";
import type { Env } from "../../../src/server/settings";
import { SqliteStore } from "../../../src/server/store/sqlite";
import type { Store } from "../../../src/server/store/types";
import { startMailCatcher, type MailCatcher } from "../../e2e/mail-catcher";
import { startSite, storesOf, type Answer, type TestSite } from "./harness";
import { createPasskey, signWithPasskey, type SoftPasskey } from "./soft-authenticator";

export interface Member {
  cookie: string;
  csrf: string;
  info: SessionInfo;
}

export const storeOf = (site: TestSite): Store => storesOf(site).store;

/** Sets a lead's arrival and first reply in the site's SQLite store, as time and the reply route would. */
export function stampLead(
  site: TestSite,
  id: string,
  receivedAt: Date,
  firstReplyAt: Date | null,
): void {
  const store = storeOf(site);
  if (!(store instanceof SqliteStore)) throw new Error("the harness keeps leads in SQLite");
  store
    .db()
    .prepare("UPDATE submissions SET received_at = ?, first_reply_at = ? WHERE id = ?")
    .run(receivedAt.getTime(), firstReplyAt?.getTime() ?? null, id);
}

export const inboxOf = (site: TestSite) => storesOf(site).inbox;

/** The session cookie an answer set, as a Cookie header; throws when it set none. */
export function cookieOf(answer: Answer): string {
  const set = answer.headers["set-cookie"];
  const line = (Array.isArray(set) ? set : [set ?? ""]).find((one) =>
    one.startsWith(`${SESSION_COOKIE}=`),
  );
  const value = line?.split(";")[0];
  if (!value || value === `${SESSION_COOKIE}=`) throw new Error("no session cookie was set");
  return value;
}

/** What the page sends with every request: the cookie, its own Origin and (when known) the token. */
export function pageHeaders(site: TestSite, member?: { cookie: string; csrf: string }) {
  return {
    origin: site.base,
    ...(member ? { cookie: member.cookie, [CSRF_HEADER]: member.csrf } : {}),
  };
}

/** An invitation's token, as the emailed or printed link carries it. */
export async function invitationToken(site: TestSite, email: string, role: Role = "owner") {
  const { settings } = site.app.fastify;
  const invited = await invite({ ...storesOf(site), settings }, email, role);
  return new URL(invited.link).searchParams.get("t") ?? "";
}

/** Takes an invitation: a passkey made on the software authenticator, and the session it opens. */
export async function acceptInvitation(
  site: TestSite,
  token: string,
): Promise<Member & { passkey: SoftPasskey }> {
  const headers = pageHeaders(site);
  const options = await site.post(INBOX_ENDPOINTS.registerOptions, { headers, body: { token } });
  if (options.statusCode !== 200) throw new Error(`options: ${options.text}`);
  const made = createPasskey(options.body as Parameters<typeof createPasskey>[0], {
    origin: site.base,
  });
  const answer = await site.post(INBOX_ENDPOINTS.register, {
    headers,
    body: { token, response: made.response },
  });
  if (answer.statusCode !== 200) throw new Error(`register: ${answer.text}`);
  const info = answer.body as SessionInfo;
  return { cookie: cookieOf(answer), csrf: info.csrfToken, info, passkey: made.passkey };
}

/** An owner (or member) invited, registered and signed in. */
export async function signedInMember(site: TestSite, email: string, role: Role = "owner") {
  return acceptInvitation(site, await invitationToken(site, email, role));
}

/** Signs in with a passkey; resolves with the answer (a session when it is 200). */
export async function passkeySignIn(
  site: TestSite,
  passkey: SoftPasskey,
  {
    origin = site.base,
    verified = true,
    cookie,
  }: { origin?: string; verified?: boolean; cookie?: string } = {},
): Promise<Answer> {
  const headers = { ...pageHeaders(site), ...(cookie ? { cookie } : {}) };
  const options = await site.post(INBOX_ENDPOINTS.passkeyOptions, { headers, body: {} });
  if (options.statusCode !== 200) return options;
  const response = signWithPasskey(passkey, options.body as { challenge: string }, {
    origin,
    verified,
  });
  return site.post(INBOX_ENDPOINTS.passkeyVerify, { headers, body: { response } });
}

/** A site that sends its mail to a real SMTP server of its own. */
export async function startMailedSite(
  env: Env = {},
): Promise<{ site: TestSite; catcher: MailCatcher; close: () => Promise<void> }> {
  const catcher = await startMailCatcher();
  const site = await startSite({
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@example.com>",
    ...env,
  });
  return {
    site,
    catcher,
    async close() {
      closeMail();
      await site.close();
      await catcher.close();
    },
  };
}
