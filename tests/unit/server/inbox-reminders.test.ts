// Reminders of enquiries due for a reply soon (docs/inbox.md, "Reminders"), sent by the real
// reminder run against the real app's store (SQLite and PostgreSQL) and a real SMTP server, on a
// test clock: the run is given the moment it runs at.
import { INBOX_ENDPOINTS, type LeadPage } from "../../../src/lib/inbox/api";
import { INBOX_ROUTES, routePath } from "../../../src/lib/inbox/endpoints";
import { sendReminders } from "../../../src/server/reminders";
import type { Env } from "../../../src/server/settings";
import { PostgresStore } from "../../../src/server/store/postgres";
import { SqliteStore } from "../../../src/server/store/sqlite";
import { param, sql } from "../../../src/server/store/sql/statement";
import { uuid } from "../../../src/server/store/sql/codecs";
import type { Caught, MailCatcher } from "../../e2e/mail-catcher";
import { storesOf, type TestSite } from "./harness";
import {
  inboxOf,
  pageHeaders,
  signedInMember,
  startMailedSite,
  storeOf,
  type Member,
} from "./inbox-client";
import { postgresForTests } from "./postgres";

jest.setTimeout(60_000);

const postgres = postgresForTests();
const HOUR = 3_600_000;
const OWNER = "owner@example.com";
const SECOND_OWNER = "partner@example.com";
const MEMBER = "conor@example.com";

let site: TestSite;
let catcher: MailCatcher;
let close: () => Promise<void>;
let owner: Member;

async function start(env: Env) {
  ({ site, catcher, close } = await startMailedSite({ OWNER_EMAIL: "alerts@example.com", ...env }));
  owner = await signedInMember(site, OWNER);
  await signedInMember(site, SECOND_OWNER);
}
afterEach(() => close());

const change = (path: string, body: object = {}) =>
  site.post(path, { headers: pageHeaders(site, owner), body });

async function leadIdOf(email: string): Promise<{ id: string; receivedAt: string }> {
  const page = (await site.get(INBOX_ENDPOINTS.leads, { cookie: owner.cookie })).body as LeadPage;
  const lead = page.leads.find((one) => one.email === email);
  if (!lead) throw new Error(`no lead from ${email}`);
  return lead;
}

async function contact(email: string) {
  const answer = await site.post("/api/contact", {
    body: { name: email.split("@")[0], email, subject: "Help", message: "Can you help?" },
  });
  expect(answer.statusCode).toBe(200);
  return leadIdOf(email);
}

async function assign(id: string, email: string) {
  const account = await inboxOf(site).accountByEmail(email);
  const store = storeOf(site);
  if (!(store instanceof SqliteStore || store instanceof PostgresStore)) throw new Error("no db");
  await store.database.run(sql`UPDATE submissions SET assignee_id = ${account?.id ?? null}
    WHERE id = ${param(uuid, id)}`);
}

const reminders = (caught: Caught) =>
  (caught.mail.subject ?? "").startsWith("Due for a reply soon");
const remind = (at: number) =>
  sendReminders(storesOf(site), site.app.fastify.settings, new Date(at));

describe.each([
  ["SQLite", async () => ({})],
  ["PostgreSQL", async () => ({ DATABASE_URL: await postgres.freshDatabase() })],
])("reminders on %s", (_name, env) => {
  it("reminds the assignee, or every owner, once, of what needs a reply soon", async () => {
    await start(await env());
    await signedInMember(site, MEMBER, "member");
    const waiting = await contact("waiting@example.com");
    const assigned = await contact("assigned@example.com");
    const answered = await contact("answered@example.com");
    const spam = await contact("spam@example.com");
    expect(
      (
        await site.post("/api/subscribe", {
          body: { email: "news@example.com", source: "newsletter" },
        })
      ).statusCode,
    ).toBe(200);
    await assign(assigned.id, MEMBER);
    await change(routePath(INBOX_ROUTES.markAnswered, { params: { id: answered.id } }));
    await change(routePath(INBOX_ROUTES.setStatus, { params: { id: spam.id } }), {
      status: "spam",
    });
    const arrived = Date.parse(waiting.receivedAt);

    // Five hours before its reply is due, none is due soon yet.
    expect(await remind(arrived + 19 * HOUR)).toMatchObject({ sent: 0 });

    // Four hours before: each owner is told of the unassigned one, the member of theirs.
    const report = await remind(arrived + 20 * HOUR + 60_000);
    expect(report).toMatchObject({ sent: 3, leads: 2 });
    const sent = await catcher.waitFor(reminders, 3);
    const to = (address: string) => sent.filter((one) => one.to.includes(address));
    for (const address of [OWNER, SECOND_OWNER]) {
      const [mail] = to(address).map((one) => one.mail);
      expect(mail?.subject).toBe("Due for a reply soon: 1");
      expect(mail?.html).toContain(`/inbox/lead/${waiting.id}`);
      expect(mail?.html).not.toContain(assigned.id);
    }
    const [theirs] = to(MEMBER).map((one) => one.mail);
    expect(theirs?.html).toContain(`/inbox/lead/${assigned.id}`);
    expect(theirs?.html).not.toContain(waiting.id);
    const all = sent.map((one) => one.mail.html).join("");
    for (const never of [answered.id, spam.id, "news@example.com"])
      expect(all).not.toContain(never);

    // Never twice for a lead, however often the run comes round before its reply is due.
    expect(await remind(arrived + 22 * HOUR)).toMatchObject({ sent: 0 });
    // Past due, it is the digest's to list, not a reminder's.
    expect(await remind(arrived + 25 * HOUR)).toMatchObject({ sent: 0 });
    expect(catcher.caught.filter(reminders)).toHaveLength(3);
  });

  it("sends one reminder when two runs meet, and tries again when none went", async () => {
    await start(await env());
    const waiting = await contact("waiting@example.com");
    const at = Date.parse(waiting.receivedAt) + 21 * HOUR;
    await catcher.down();
    expect(await remind(at)).toMatchObject({ sent: 0 });
    await catcher.up();
    const [one, two] = await Promise.all([remind(at), remind(at)]);
    expect((one?.sent ?? 0) + (two?.sent ?? 0)).toBe(2);
    expect(await catcher.waitFor(reminders, 2)).toHaveLength(2);
    expect(await remind(at + HOUR)).toMatchObject({ sent: 0 });
  });
});
