import fc from "fast-check";
import { LEAD_SOURCES } from "../../../src/lib/leads/sources";
import { usableAddress } from "../../../src/lib/leads/email-rules";
import { ownerMail, visitorMail, type VisitorLinks } from "../../../src/server/compose";
import type { MailSettings } from "../../../src/server/settings";
import type { KindedRecord } from "../../../src/lib/leads/submission";
import type { Submission } from "../../../src/server/store/types";

// The emails as properties over whatever a poster can type: an unconfirmed address is sent our
// words only, no typed text reaches a header, and every address written to is one plain address.

const settings: MailSettings = {
  smtpUrl: "smtp://127.0.0.1:1",
  from: "Scalewise Studio <hello@scalewise.studio>",
  fromAddress: "hello@scalewise.studio",
  owner: "owner@scalewise.test",
  siteUrl: "https://www.scalewise.studio",
};

const NO_PLATFORM = { subscribe: { to: "store" } } as const;

const submission = (posted: KindedRecord): Submission => ({
  ...posted,
  id: "3f0c1d2e-0000-4000-8000-000000000001",
  idempotencyKey: null,
  receivedAt: "2026-11-27T10:15:00.000Z",
  page: "/",
  deliveries: [],
});

/** A mark on everything typed, so that any of it found in an email is found for sure. */
const MARK = "Qz7typed";
const typed = fc.string({ unit: "binary", maxLength: 60 }).map((text) => `${MARK}${text}`);
const address = fc.oneof(
  fc.emailAddress(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom('"x\r\nBcc: stolen@evil.test"@a.co', "a@b.co, c@d.co", "a@b.co\nBcc: e@f.co"),
);
// Every source but the assessment, whose PDF has tests of its own (and takes a while to render).
const source = fc.constantFrom(...LEAD_SOURCES.filter((s) => s !== "business_assessment"));

const posted = fc.oneof(
  fc.record({
    kind: fc.constant("lead" as const),
    record: fc.record({ email: address, name: typed, company: typed, message: typed, source }),
  }),
  fc.record({
    kind: fc.constant("contact" as const),
    record: fc.record({
      email: address,
      name: typed,
      subject: typed,
      message: typed,
      phone: typed,
      website: fc.constant(""),
      budget: fc.constant(""),
      howHeard: fc.constant(""),
    }),
  }),
);

const LINKS = {
  url: "https://www.scalewise.studio/api/unsubscribe?t=sealed-token",
  mailto: "mailto:hello@scalewise.studio?subject=unsubscribe",
};
/** An address nobody has confirmed: its emails may quote nothing it typed. */
const unsubscribeFor: VisitorLinks = {
  unsubscribe: async () => LINKS,
  confirm: async () => ({
    url: "https://www.scalewise.studio/api/confirm?t=sealed",
    period: "30 days",
  }),
  isConfirmed: async () => false,
};

/** A line break or any other control character, in a header. */
const HEADER_BREAK = /\p{Cc}/u;

describe("the emails a post makes", () => {
  beforeAll(async () => {
    // Warm: the first render loads react-email.
    await visitorMail(
      submission({ kind: "lead", record: { email: "a@b.co", source: "newsletter" } }),
      settings,
      NO_PLATFORM,
      unsubscribeFor,
    );
  });

  it("send an unconfirmed address our words only, to one plain address", async () => {
    await fc.assert(
      fc.asyncProperty(posted, async (posted) => {
        const { record } = posted;
        const mail = await visitorMail(submission(posted), settings, NO_PLATFORM, unsubscribeFor);
        if (typeof mail === "string") {
          expect(usableAddress(record.email)).toBeNull();
          return;
        }
        expect(mail.to).toBe(usableAddress(record.email));
        expect(mail.to).not.toMatch(/[\s,;<>"]/);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(MARK);
        expect(mail.subject).not.toMatch(HEADER_BREAK);
        // Every one can be left in one click: RFC 8058's headers and a link at the foot.
        expect(mail.headers).toEqual({
          "List-Unsubscribe": `<${LINKS.url}>, <${LINKS.mailto}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        });
        expect(mail.html).toContain(`href="${LINKS.url}"`);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("give the owner everything, with no typed text able to add a header or a recipient", async () => {
    await fc.assert(
      fc.asyncProperty(posted, async (posted) => {
        const { record } = posted;
        const mail = await ownerMail(submission(posted), settings);
        if (typeof mail === "string") return; // a sign-up: the day's digest
        expect(mail.to).toBe(settings.owner);
        expect(mail.subject).not.toMatch(HEADER_BREAK);
        if (mail.replyTo !== undefined) expect(mail.replyTo).toBe(usableAddress(record.email));
        expect(mail.text).toContain(MARK);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("write only to one plain address, whatever was typed", () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.anything()), (value) => {
        const written = usableAddress(value);
        if (written === null) return;
        expect(written).not.toMatch(/[\s,;<>"]/);
        expect(written).not.toMatch(HEADER_BREAK);
        expect(written.split("@")).toHaveLength(2);
        expect(written.length).toBeLessThanOrEqual(254);
      }),
      { numRuns: 2000 },
    );
  });
});
