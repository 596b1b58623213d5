import fc from "fast-check";
import { authenticationOptions, verifyAuthentication } from "../../../src/server/inbox/webauthn";
import { CPU_BOUND_MS, cpuMs } from "./cpu-time";
import { startSite, type TestSite } from "./harness";
import { inboxOf, signedInMember } from "./inbox-client";

// A passkey's answer is the one sign-in input that reaches cryptography: whatever a client sends
// as the answer (any JSON, or a well-formed answer naming a real passkey and a challenge we
// issued, with made-up signature and data) is refused, and costs the server a few ms at most.

let site: TestSite;
afterEach(() => site.close());

const base64url = (maxLength: number) =>
  fc.uint8Array({ maxLength }).map((bytes) => Buffer.from(bytes).toString("base64url"));
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

it("refuses any answer a client makes up, within a few ms of CPU", async () => {
  site = await startSite();
  // The owner's passkey is real, so a made-up answer can name it; signing up loaded the library.
  await signedInMember(site, "owner@example.com");
  const inbox = inboxOf(site);
  const rp = { name: "Scalewise", origin: site.base, id: new URL(site.base).hostname };
  const owner = await inbox.accountByEmail("owner@example.com");
  const [passkey] = owner ? await inbox.passkeysOf(owner.id) : [];
  if (!passkey) throw new Error("the owner has no passkey");

  const shaped = fc.record({
    realPasskey: fc.boolean(),
    issued: fc.boolean(),
    origin: fc.oneof(fc.constant(site.base), fc.webUrl()),
    type: fc.constantFrom("webauthn.get", "webauthn.create", ""),
    id: base64url(64),
    authenticatorData: base64url(512),
    signature: base64url(256),
    userHandle: fc.option(base64url(64), { nil: undefined }),
  });
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), async (made) => {
      let body: unknown = made;
      if (made !== null && typeof made === "object" && "realPasskey" in made) {
        const challenge = made.issued
          ? (await authenticationOptions(inbox, rp)).challenge
          : Buffer.from("not ours").toString("base64url");
        const id = made.realPasskey ? passkey.id : made.id;
        body = {
          id,
          rawId: id,
          type: "public-key",
          response: {
            clientDataJSON: encoded({ type: made.type, challenge, origin: made.origin }),
            authenticatorData: made.authenticatorData,
            signature: made.signature,
            userHandle: made.userHandle,
          },
        };
      }
      const { value, ms } = await cpuMs(() => verifyAuthentication(inbox, rp, body));
      expect(value.outcome).toBe("refused");
      expect(ms).toBeLessThan(CPU_BOUND_MS);
    }),
    { numRuns: 80 },
  );
});
