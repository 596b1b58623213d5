import { createHmac } from "node:crypto";
import { cachedSiteKey } from "./site-key";
import type { Store } from "./store/types";

// The suppression list: addresses the site never mails for marketing again (unsubscribed or
// erased), kept as keyed hashes so the list holds no address. The key is the store's own, made
// once and shared by every instance, so an entry outlives any change to the environment.

const SUPPRESSION_KEY = "suppression";

/** The address as the list compares it: trimmed, in lower case. */
const normal = (email: string): string => email.trim().toLowerCase();

/** The list's hash of an address, with the store's key. */
export async function suppressionHash(store: Store, email: string): Promise<string> {
  return createHmac("sha256", await cachedSiteKey(store, SUPPRESSION_KEY))
    .update(normal(email))
    .digest("base64url");
}

/** Whether this address is on the list. */
export async function isSuppressed(store: Store, email: unknown): Promise<boolean> {
  if (typeof email !== "string" || !email.trim()) return false;
  return (await store.suppression(await suppressionHash(store, email))) !== undefined;
}
