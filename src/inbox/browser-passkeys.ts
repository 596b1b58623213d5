import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { Passkeys } from "./passkeys";

/** The browser's own WebAuthn, through SimpleWebAuthn. */
export const browserPasskeys: Passkeys = {
  supported: browserSupportsWebAuthn,
  authenticate: (optionsJSON) => startAuthentication({ optionsJSON }),
  register: (optionsJSON) => startRegistration({ optionsJSON }),
};
