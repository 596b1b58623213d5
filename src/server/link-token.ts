import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { Settings } from "./settings";
import { cachedSiteKey } from "./site-key";
import type { Store } from "./store/types";

// The tokens in links we email (unsubscribe, a person's data): the address sealed with AES-256-GCM,
// so a token can be neither read nor altered nor forged without the key. The key is the store's own (made once,
// shared by every instance) mixed with LEADS_SECRET from the environment when it is set: then a
// copy of the database alone cannot forge links either.

export type LinkPurpose = "unsubscribe" | "my-data" | "confirm";

export interface LinkPayload {
  purpose: LinkPurpose;
  email: string;
  /** When the link stops working (ms since 1970); a link without one works until unsubscribed. */
  expiresAt?: number;
}

/** Whether a link has run out at `now`. */
export const hasExpired = (link: LinkPayload, now: Date): boolean =>
  link.expiresAt !== undefined && now.getTime() >= link.expiresAt;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Longer than any token we make: anything longer is refused unread. */
const MAX_TOKEN_LENGTH = 700;

async function linkKey(store: Store, { secret }: Pick<Settings, "secret">): Promise<Buffer> {
  const stored = await cachedSiteKey(store, "links");
  return createHmac("sha256", stored).update(secret).digest();
}

/** A token for a link: opaque, URL-safe, and only ours to make. */
export async function sealLink(
  store: Store,
  settings: Pick<Settings, "secret">,
  payload: LinkPayload,
): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", await linkKey(store, settings), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** What a token says, when it is one of ours for this purpose; otherwise null. */
export async function openLink(
  store: Store,
  settings: Pick<Settings, "secret">,
  token: unknown,
  purpose: LinkPurpose,
): Promise<LinkPayload | null> {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  if (!/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  // Outside the try: a store that cannot give the key is a fault (503), not a bad link.
  const key = await linkKey(store, settings);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    const payload = JSON.parse(text) as Partial<LinkPayload>;
    if (payload.purpose !== purpose || typeof payload.email !== "string") return null;
    const { expiresAt } = payload;
    if (expiresAt === undefined) return { purpose, email: payload.email };
    return typeof expiresAt === "number" ? { purpose, email: payload.email, expiresAt } : null;
  } catch {
    return null;
  }
}
