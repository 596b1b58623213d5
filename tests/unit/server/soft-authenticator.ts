// A passkey authenticator in software, as WebAuthn specifies one (ES256, "none" attestation), so
// that the server's checks meet real signatures in unit tests. The browser end to end tests use
// Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/** A minimal CBOR encoder: unsigned and negative integers, byte and text strings, maps. */
type Cbor = number | Buffer | string | Map<number | string, Cbor>;

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(value, 1);
  return bytes;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string): Buffer => createHash("sha256").update(data).digest();
const b64 = (data: Buffer): string => data.toString("base64url");

export interface SoftPasskey {
  id: string;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface ClientOptions {
  origin: string;
  /** Whether the person was verified (PIN, fingerprint): true unless a test says otherwise. */
  verified?: boolean;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** navigator.credentials.create(), answered as @simplewebauthn/browser would send it. */
export function createPasskey(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  { origin, verified = true }: ClientOptions,
): { passkey: SoftPasskey; response: object } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = new Map<number, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? "", "base64url")],
    [-3, Buffer.from(jwk.y ?? "", "base64url")],
  ]);
  const credentialId = randomBytes(16);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([FLAG_UP | (verified ? FLAG_UV : 0) | FLAG_AT]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    length,
    credentialId,
    cbor(coseKey),
  ]);
  const attestationObject = cbor(
    new Map<string, Cbor>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  const id = b64(credentialId);
  return {
    passkey: { id, privateKey, rpId, userHandle: options.user.id, counter: 0 },
    response: {
      id,
      rawId: id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    },
  };
}

/** navigator.credentials.get() with this passkey, as @simplewebauthn/browser would send it. */
export function signWithPasskey(
  passkey: SoftPasskey,
  options: { challenge: string },
  { origin, verified = true }: ClientOptions,
): object {
  passkey.counter += 1;
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(passkey.counter);
  const authData = Buffer.concat([
    sha256(passkey.rpId),
    Buffer.from([FLAG_UP | (verified ? FLAG_UV : 0)]),
    counter,
  ]);
  const data = clientData("webauthn.get", options.challenge, origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(data),
      authenticatorData: b64(authData),
      signature: b64(signature),
      userHandle: passkey.userHandle,
    },
  };
}
