import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import * as v from "valibot";
import { CHALLENGE_MINUTES } from "../../lib/inbox/limits";
import { hashOf } from "./session";
import type { Account, InboxStore, StoredPasskey } from "./store/types";

// Passkeys (WebAuthn) through @simplewebauthn/server. Each prompt's challenge is kept (hashed) as
// a one-time value: an answer is checked against a challenge we made for this purpose, within
// CHALLENGE_MINUTES, once. Passkeys are discoverable, so signing in asks for no address and says
// nothing about which addresses have accounts. User verification (a PIN, a fingerprint) is
// required: a passkey alone is something the person has, and the inbox holds people's data.

/** Where the page is: the origin the browser signs and the relying party's id (its host name). */
export interface RelyingParty {
  name: string;
  origin: string;
  id: string;
}

const base64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[\w-]*$/));

const common = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: v.literal("public-key"),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  authenticatorAttachment: v.optional(v.picklist(["platform", "cross-platform"])),
};

const registrationSchema = v.object({
  ...common,
  response: v.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: v.optional(base64url(16_384)),
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(8))),
    publicKeyAlgorithm: v.optional(v.number()),
    publicKey: v.optional(base64url(4096)),
  }),
});

const authenticationSchema = v.object({
  ...common,
  response: v.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: v.optional(base64url(1024)),
  }),
});

/** The challenge the browser signed, read from its client data; null when there is none. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    if (typeof data !== "object" || data === null || !("challenge" in data)) return null;
    return typeof data.challenge === "string" ? data.challenge : null;
  } catch {
    return null;
  }
}

/** The library, loaded at the first passkey prompt: most starts of the server never show one. */
const library = () => import("@simplewebauthn/server");

const challengeExpiry = (now: Date) => new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);

/** The prompt for a new passkey of this account's (any it has already are excluded). */
export async function registrationOptions(
  inbox: InboxStore,
  rp: RelyingParty,
  account: Account,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await inbox.passkeysOf(account.id);
  const { generateRegistrationOptions } = await library();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: "none",
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await inbox.saveOnce(hashOf(options.challenge), {
    kind: "challenge",
    accountId: account.id,
    expiresAt: challengeExpiry(now).toISOString(),
  });
  return options;
}

/** The new passkey, once the answer checks out against a challenge made for this account. */
export async function verifyRegistration(
  inbox: InboxStore,
  rp: RelyingParty,
  account: Account,
  body: unknown,
  now = new Date(),
): Promise<StoredPasskey | null> {
  const parsed = v.safeParse(registrationSchema, body);
  if (!parsed.success) return null;
  const response = parsed.output as RegistrationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) return null;
  const once = await inbox.takeOnce(hashOf(challenge), "challenge", now);
  if (once?.accountId !== account.id) return null;
  try {
    const { verifyRegistrationResponse } = await library();
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      id: credential.id,
      accountId: account.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now.toISOString(),
    };
  } catch {
    return null;
  }
}

/** The prompt to sign in with any passkey of ours the device holds. */
export async function authenticationOptions(
  inbox: InboxStore,
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await library();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await inbox.saveOnce(hashOf(options.challenge), {
    kind: "challenge",
    accountId: null,
    expiresAt: challengeExpiry(now).toISOString(),
  });
  return options;
}

export type PasskeySignIn =
  | { outcome: "signed-in"; passkey: StoredPasskey }
  /** Which account it claimed to be, when the passkey is one of ours. */
  | { outcome: "refused"; accountId: string | null };

/** Whose passkey answered, if the answer checks out against one of our sign-in challenges. */
export async function verifyAuthentication(
  inbox: InboxStore,
  rp: RelyingParty,
  body: unknown,
  now = new Date(),
): Promise<PasskeySignIn> {
  const parsed = v.safeParse(authenticationSchema, body);
  if (!parsed.success) return { outcome: "refused", accountId: null };
  const response = parsed.output as AuthenticationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) return { outcome: "refused", accountId: null };
  const once = await inbox.takeOnce(hashOf(challenge), "challenge", now);
  if (!once || once.accountId !== null) return { outcome: "refused", accountId: null };
  const passkey = await inbox.passkey(response.id);
  if (!passkey) return { outcome: "refused", accountId: null };
  try {
    const { verifyAuthenticationResponse } = await library();
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!verified) return { outcome: "refused", accountId: passkey.accountId };
    await inbox.usePasskey(passkey.id, authenticationInfo.newCounter, now);
    return { outcome: "signed-in", passkey };
  } catch {
    return { outcome: "refused", accountId: passkey.accountId };
  }
}
