// The lead desk over HTTP, against the real server and its SQLite store: the "Needs a reply" and
// "Sign-ups" views of the list route, each enquiry's due time and the server's clock, and the
// reply figures' route. The stores' own contract is tests/unit/server/inbox-queue.test.ts.
import { INBOX_ENDPOINTS, type LeadPage } from "../../../src/lib/inbox/api";
import { INBOX_ROUTES } from "../../../src/lib/inbox/endpoints";
import type { ReplyFiguresPage } from "../../../src/lib/inbox/reply-figures";
import { londonMonday } from "../../../src/lib/inbox/weeks";
import { startSite, type TestSite } from "./harness";
import { signedInMember, stampLead, type Member } from "./inbox-client";

jest.setTimeout(30_000);

let site: TestSite;
let owner: Member;

beforeEach(async () => {
  site = await startSite();
  owner = await signedInMember(site, "owner@example.com");
});
afterEach(() => site.close());

async function read<T>(path: string): Promise<T> {
  const answer = await site.get(path, { cookie: owner.cookie });
  expect(answer.statusCode).toBe(200);
  return answer.body as T;
}

const stamp = (id: string, receivedAt: Date, firstReplyAt: Date | null) =>
  stampLead(site, id, receivedAt, firstReplyAt);

async function send(path: string, body: object): Promise<void> {
  expect((await site.post(path, { body })).statusCode).toBe(200);
}

const HOUR = 3_600_000;

it("lists the enquiries that need a reply oldest first with their due time, the sign-ups apart", async () => {
  await send("/api/contact", { name: "Ada", email: "ada@example.com", subject: "S", message: "M" });
  await send("/api/subscribe", { email: "ben@example.com", source: "footer_newsletter" });
  await send("/api/subscribe", {
    name: "Cy",
    email: "cy@example.com",
    source: "consultation_booking",
    interest: "automation",
  });
  await send("/api/contact", { name: "Di", email: "di@example.com", subject: "S", message: "M" });
  const all = await read<LeadPage>(INBOX_ENDPOINTS.leads);
  const idOf = (email: string) => all.leads.find((lead) => lead.email === email)?.id ?? "";
  const now = Date.now();
  stamp(idOf("ada@example.com"), new Date(now - 30 * HOUR), null);
  stamp(idOf("cy@example.com"), new Date(now - 3 * HOUR), null);
  stamp(idOf("di@example.com"), new Date(now - 50 * HOUR), new Date(now - 49 * HOUR));

  const queue = await read<LeadPage>(`${INBOX_ENDPOINTS.leads}?queue=reply`);
  expect(queue.leads.map((lead) => lead.email)).toEqual(["ada@example.com", "cy@example.com"]);
  expect(queue.total).toBe(2);
  const [ada] = queue.leads;
  expect(Date.parse(ada?.dueAt ?? "") - Date.parse(ada?.receivedAt ?? "")).toBe(24 * HOUR);
  expect(ada?.firstReplyAt).toBeNull();
  expect(Math.abs(Date.parse(queue.asOf) - Date.now())).toBeLessThan(60_000);

  const signUps = await read<LeadPage>(`${INBOX_ENDPOINTS.leads}?queue=sign-ups`);
  expect(signUps.leads.map((lead) => [lead.email, lead.dueAt])).toEqual([
    ["ben@example.com", null],
  ]);
  const every = await read<LeadPage>(`${INBOX_ENDPOINTS.leads}?queue=all`);
  expect(every.total).toBe(4);
  expect(every.leads.find((lead) => lead.email === "di@example.com")?.firstReplyAt).toBe(
    new Date(now - 49 * HOUR).toISOString(),
  );
  const refused = await site.get(`${INBOX_ENDPOINTS.leads}?queue=later`, { cookie: owner.cookie });
  expect(refused.statusCode).toBe(400);
});

it("gives the reply figures of the last four UK weeks, newest first", async () => {
  await send("/api/contact", { name: "Ada", email: "ada@example.com", subject: "S", message: "M" });
  const [lead] = (await read<LeadPage>(INBOX_ENDPOINTS.leads)).leads;
  const now = Date.now();
  const received = new Date(
    Math.max(Date.parse(`${londonMonday(new Date())}T00:00:00Z`), now - 60 * HOUR),
  );
  stamp(lead?.id ?? "", received, new Date(received.getTime() + 2 * HOUR));
  const figures = await read<ReplyFiguresPage>(INBOX_ROUTES.replyFigures.url);
  expect(figures.withinHours).toBe(24);
  expect(figures.weeks).toHaveLength(4);
  expect(figures.weeks[0]).toBe(londonMonday(new Date()));
  expect(figures.figures).toEqual([
    {
      week: londonMonday(received),
      form: "contact",
      counted: 1,
      within: 1,
      answered: 1,
      medianMs: 2 * HOUR,
    },
  ]);
  const anonymous = await site.get(INBOX_ROUTES.replyFigures.url);
  expect(anonymous.statusCode).toBe(401);
});
