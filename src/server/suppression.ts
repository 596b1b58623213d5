import { createHmac } from "node:crypto";
import { mailboxKey } from "../lib/leads/mailbox";
import { cachedSiteKey } from "./site-key";
import type { Store, Suppression } from "./store/types";

// The suppression list: addresses the site never mails for marketing again (unsubscribed or
// erased), kept as keyed hashes so the list holds no address. The key is the store's own, made
// once and shared by every instance, so an entry outlives any change to the environment. An
// entry stands for a mailbox (src/lib/leads/mailbox), so no other spelling of it is mailed.

const SUPPRESSION_KEY = "suppression";

const hashOf = async (store: Store, text: string): Promise<string> =>
  createHmac("sha256", await cachedSiteKey(store, SUPPRESSION_KEY))
    .update(text)
    .digest("base64url");

/** The list's hash of the mailbox an address reaches, with the store's key. */
export async function suppressionHash(store: Store, email: string): Promise<string> {
  return hashOf(store, mailboxKey(email));
}

/**
 * The hash entries were written under before they stood for mailboxes: the address trimmed, in
 * lower case. Still read, so nobody suppressed then is mailed again.
 */
const legacyHash = (store: Store, email: string): Promise<string> =>
  hashOf(store, email.trim().toLowerCase());

/**
 * The list's entry for this address's mailbox, or for the address as entries were once kept. An
 * entry found the old way is written for the mailbox too, so its other spellings are held from then.
 */
export async function suppressionOf(store: Store, email: string): Promise<Suppression | undefined> {
  const [mailbox, legacy] = await Promise.all([
    suppressionHash(store, email),
    legacyHash(store, email),
  ]);
  const [found, foundLegacy] = await Promise.all([
    store.suppression(mailbox),
    legacy === mailbox ? undefined : store.suppression(legacy),
  ]);
  if (!found && foundLegacy) {
    await store.suppress(mailbox, foundLegacy.reason, new Date(foundLegacy.at));
  }
  return found ?? foundLegacy;
}

/** Whether this address is on the list. */
export async function isSuppressed(store: Store, email: unknown): Promise<boolean> {
  if (typeof email !== "string" || !email.trim()) return false;
  return (await suppressionOf(store, email)) !== undefined;
}
