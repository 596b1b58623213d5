import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { InboxClient } from "./api-client";

// The browser's passkey prompts, behind an interface of our own so that a story can answer them
// (the catalogue's browser has no authenticator). main.tsx gives the real one (browser-passkeys).

export interface Passkeys {
  /** Whether this browser can use passkeys at all. */
  supported(): boolean;
  /** Asks the browser for an existing passkey (its prompt, then the authenticator). */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
  /** Asks the browser to create a passkey. */
  register(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
}

/**
 * The person closed the prompt, or let it time out: WebAuthn says NotAllowedError for both (and
 * AbortError when the page cancels it). Nothing went wrong; they can simply try again.
 */
export function isPasskeyCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")
  );
}

/** The authenticator already holds a passkey for this account (InvalidStateError). */
export function isPasskeyTaken(error: unknown): boolean {
  return error instanceof Error && error.name === "InvalidStateError";
}

/** Signs in with a passkey: the server's challenge, the browser's prompt, the server's check. */
export async function signInWithPasskey(client: InboxClient, passkeys: Passkeys): Promise<void> {
  const options = await client.passkeyOptions();
  const response = await passkeys.authenticate(options);
  await client.passkeyVerify(response);
}

/**
 * Creates a passkey and stores it: for an invitation (its token, which also signs in), or for the
 * signed-in account (no token).
 */
export async function createPasskey(
  client: InboxClient,
  passkeys: Passkeys,
  token?: string,
): Promise<void> {
  const options = await client.registerOptions(token);
  const response = await passkeys.register(options);
  await client.register(response, token);
}
