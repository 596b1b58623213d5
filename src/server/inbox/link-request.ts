import { createHmac } from "node:crypto";
import type { FastifyReply } from "fastify";
import { SIGN_IN_EMAILS_PER_ADDRESS, SIGN_IN_WINDOW_MS } from "../../lib/inbox/limits";
import { mailboxKey } from "../../lib/leads/mailbox";
import { cachedSiteKey } from "../site-key";
import type { InboxContext } from "./context";
import { emailSignInLink, linkExpiry } from "./invite";
import { makeOnce } from "./once";

// A sign-in link asked for by address. The answer goes first, the same for every address; only
// then is the address counted, looked up and, for an account that may use links, a link made and
// emailed (for any other address, a token that no account can use is kept instead, the same
// write). The count bounds the emails an address gets per window and nothing else: a request
// beyond it is answered like any other, and a link already received still works.

/** Resolves once the reply has gone out (or its connection has closed). */
export function afterReply(reply: FastifyReply): Promise<void> {
  const raw = reply.raw;
  if (raw.writableFinished || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      raw.off("finish", done);
      raw.off("close", done);
      resolve();
    };
    raw.on("finish", done);
    raw.on("close", done);
  });
}

/** The address's counter key: keyed, so that the counts hold no address. */
async function addressKey(context: Pick<InboxContext, "store">, email: string): Promise<string> {
  const key = await cachedSiteKey(context.store, "inbox-addresses");
  const hash = createHmac("sha256", key).update(mailboxKey(email)).digest("base64url");
  return `inbox-address:${hash}`;
}

/**
 * Emails a sign-in link to the address's account when it has one that may use links (a passkey
 * or a live invitation) and the address is within its emails per window. Never throws: a failure
 * is logged.
 */
export async function sendRequestedLink(
  context: Pick<InboxContext, "store" | "inbox" | "settings" | "log">,
  email: string,
  now = new Date(),
): Promise<void> {
  try {
    const { count } = await context.inbox
      .signInHits()
      .hit(await addressKey(context, email), SIGN_IN_WINDOW_MS, SIGN_IN_EMAILS_PER_ADDRESS);
    if (count > SIGN_IN_EMAILS_PER_ADDRESS) return;
    const account = await context.inbox.accountByEmail(email);
    if (!account || !(await context.inbox.mayUseLinks(account.id, now))) {
      // The same write as a link's, for a token no account can use: a request that follows this
      // one is not kept waiting any less for an address without an account.
      await makeOnce(context, "sign-in", null, linkExpiry(now));
      return;
    }
    const mailed = await emailSignInLink(context, account, now);
    if (!mailed.emailed) context.log(`inbox: sign-in link not emailed: ${mailed.detail}`);
  } catch (error) {
    context.log("inbox: sign-in link failed", error);
  }
}
