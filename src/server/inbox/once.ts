import { createHmac } from "node:crypto";
import type { Settings } from "../settings";
import { cachedSiteKey } from "../site-key";
import type { Store } from "../store/types";
import { randomToken } from "./session";
import type { InboxStore, OnceKind, StoredOnce } from "./store/types";

// Tokens that work once: an invitation's and a sign-in link's. The token is 32 random bytes; the
// store keeps only its HMAC under the site's own key (mixed with LEADS_SECRET when set), so a copy
// of the database can neither use a link nor make one.

const TOKEN_SHAPE = /^[\w-]{43}$/;

async function keyed(store: Store, secret: string, token: string): Promise<string> {
  const key = await cachedSiteKey(store, "inbox-links");
  return createHmac("sha256", key).update(secret).update("\0").update(token).digest("hex");
}

export interface OnceStores {
  store: Store;
  inbox: InboxStore;
  settings: Pick<Settings, "secret">;
}

/** Makes a token of this kind for an account (or for none: unusable), working until `expiresAt`. */
export async function makeOnce(
  { store, inbox, settings }: OnceStores,
  kind: OnceKind,
  accountId: string | null,
  expiresAt: Date,
): Promise<string> {
  const token = randomToken();
  await inbox.saveOnce(await keyed(store, settings.secret, token), {
    kind,
    accountId,
    expiresAt: expiresAt.toISOString(),
  });
  return token;
}

/** Uses a token up: what it was for, once, if it is ours, of this kind and still working. */
export async function takeOnce(
  { store, inbox, settings }: OnceStores,
  kind: OnceKind,
  token: unknown,
  now: Date,
): Promise<StoredOnce | undefined> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return undefined;
  return inbox.takeOnce(await keyed(store, settings.secret, token), kind, now);
}

/** What a token is for, leaving it to work again (an invitation, while its passkey is made). */
export async function peekOnce(
  { store, inbox, settings }: OnceStores,
  kind: OnceKind,
  token: unknown,
  now: Date,
): Promise<StoredOnce | undefined> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return undefined;
  return inbox.peekOnce(await keyed(store, settings.secret, token), kind, now);
}
