// The visitor mail quota against the production server's app, a fresh store and a real SMTP server
// on loopback: however many posts, forms and spellings name one mailbox, it gets at most its
// quota's emails from the whole site in a day, and every lead is stored and told to the owner.
import fc from "fast-check";
import { MY_DATA_ENDPOINT } from "../../../src/lib/leads/my-data";
import { mailboxKey } from "../../../src/lib/leads/mailbox";
import { LEAD_SOURCES } from "../../../src/lib/leads/sources";
import { closeMail } from "../../../src/server/mail";
import { VISITOR_MAILS_PER_WINDOW } from "../../../src/server/visitor-mail-quota";
import { startMailCatcher, type MailCatcher } from "../../e2e/mail-catcher";
import { startSite, type TestSite } from "./harness";

const OWNER = "owner@example.com";

jest.setTimeout(120_000);

let site: TestSite;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
  site = await startSite({
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@example.com>",
    OWNER_EMAIL: OWNER,
  });
});
afterAll(async () => {
  closeMail();
  await site.close();
  await catcher.close();
});

/** Every way a visitor email can be asked for: each form the quota once counted apart, and my-data. */
const FORMS = ["contact", "lead", ...LEAD_SOURCES, "my-data"] as const;
type Form = (typeof FORMS)[number];

/** Posts one form naming `email`; resolves once it is answered. */
async function post(form: Form, email: string): Promise<void> {
  const sent =
    form === "my-data"
      ? site.post(MY_DATA_ENDPOINT, { body: { email } })
      : form === "contact"
        ? site.post("/api/contact", {
            body: { name: "Ada", email, subject: "Hello", message: "Hello there" },
          })
        : site.post("/api/subscribe", {
            body: {
              email,
              ...(form === "lead" ? {} : { source: form }),
              ...(form === "business_assessment"
                ? { assessmentScore: 70, recommendations: ["Hire a COO"] }
                : {}),
            },
          });
  expect((await sent).statusCode).toBe(200);
}

/** Waits for the outbox to try every email owed, then for the SMTP server to have them. */
async function settled(): Promise<void> {
  for (;;) {
    const owed = (await site.stored()).flatMap((s) => s.deliveries);
    const untried = owed.filter((d) => d.state === "pending" && d.attempts === 0);
    if (!untried.some((d) => d.target !== "owner-digest")) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The emails that reached this mailbox, by whatever spelling they were sent to. */
const reaching = (mailbox: string) =>
  catcher.caught.filter((caught) => caught.to.some((to) => mailboxKey(to) === mailbox)).length;

/** What the store holds for this mailbox: every lead, and whether the owner is told of each. */
async function leadsOf(mailbox: string) {
  const theirs = (await site.stored()).filter(
    (s) => mailboxKey(s.record.email) === mailboxKey(mailbox),
  );
  return {
    count: theirs.length,
    ownerTold: theirs.every((s) =>
      s.deliveries.some((d) => d.target === "owner-email" || d.target === "owner-digest"),
    ),
  };
}

/** A spelling of jdoe{n}@gmail.com: dots anywhere, any case, a plus-tag, googlemail.com. */
const gmailSpelling = fc
  .record({
    dots: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    upper: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    tag: fc.option(fc.stringMatching(/^[a-z0-9]{1,8}$/), { nil: undefined }),
    domain: fc.constantFrom("gmail.com", "googlemail.com", "GMail.com", "GOOGLEMAIL.COM"),
  })
  .map(({ dots, upper, tag, domain }) => (n: number) => {
    const local = [..."jdoe"]
      .map((char, i) => `${upper[i] ? char.toUpperCase() : char}${dots[i] ? "." : ""}`)
      .join("");
    return `${local}${n}${tag ? `+${tag}` : ""}@${domain}`;
  });

/** A spelling of jörg{n}@bücher.example: its case, its domain in Unicode or punycode, a plus-tag. */
const unicodeSpelling = fc
  .record({
    local: fc.constantFrom("jörg", "JÖRG", "Jörg"),
    tag: fc.option(fc.stringMatching(/^[a-z]{1,6}$/), { nil: undefined }),
    domain: fc.constantFrom("bücher.example", "BÜCHER.example", "xn--bcher-kva.example"),
  })
  .map(
    ({ local, tag, domain }) =>
      (n: number) =>
        `${local}${n}${tag ? `+${tag}` : ""}@${domain}`,
  );

/** Each property run names a mailbox of its own. */
let runs = 0;

describe("the visitor mail quota, per mailbox across the whole site", () => {
  it("sends one address posted through all 11 forms and my-data its quota and no more", async () => {
    const address = "exact.repeat@example.com";
    for (const form of FORMS) await post(form, address);
    await settled();
    expect(reaching(mailboxKey(address))).toBe(VISITOR_MAILS_PER_WINDOW);
    // Nothing lost: every form's lead is stored, and the owner told of each.
    expect(await leadsOf(address)).toEqual({ count: FORMS.length - 1, ownerTold: true });
  });

  it("sends no set of spellings of one mailbox, in any order through any forms, more than its quota", async () => {
    const quickForms = FORMS.filter((form) => form !== "business_assessment");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(gmailSpelling, unicodeSpelling).chain((spelling) =>
          fc.array(fc.tuple(fc.constantFrom(...quickForms), spelling), {
            minLength: 1,
            maxLength: 12,
          }),
        ),
        async (spelled) => {
          runs += 1;
          const posts = spelled.map(([form, spelling]) => [form, spelling(runs)] as const);
          const [[, first] = ["lead", ""]] = posts;
          const mailbox = mailboxKey(first);
          for (const [form, email] of posts) await post(form, email);
          await settled();
          const asked = posts.filter(([form]) => form !== "my-data").length;
          expect(reaching(mailbox)).toBeLessThanOrEqual(VISITOR_MAILS_PER_WINDOW);
          expect(reaching(mailbox)).toBe(Math.min(posts.length, VISITOR_MAILS_PER_WINDOW));
          expect(await leadsOf(first)).toEqual({ count: asked, ownerTold: true });
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  });
});
