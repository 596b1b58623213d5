import { createInboxClient, InboxRequestError, type Fetch } from "../../../src/inbox/api-client";
import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";
import { CSRF_HEADER, type LeadDetail, type SessionInfo } from "../../../src/lib/inbox/api";

const SESSION: SessionInfo = {
  user: { id: "a1", email: "owner@example.com", role: "owner" },
  csrfToken: "token-1",
  passkeys: 1,
};

const LEAD: LeadDetail = {
  kind: "contact",
  record: { ...EMPTY_CONTACT_DRAFT, name: "Ada", email: "ada@example.com", message: "Hello" },
  id: "ld 1",
  receivedAt: "2026-01-05T10:00:00.000Z",
  form: "contact",
  status: "won",
  page: null,
  consent: null,
  confirmation: null,
  deliveries: [],
  events: [],
  assignee: null,
  trapped: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fetch that answers from a list and keeps what it was asked. */
function fake(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: Fetch = async (url, init = {}) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error("no answer left");
    return answer;
  };
  return { fetch, calls };
}

const headers = (init: RequestInit) => new Headers(init.headers);

describe("the inbox's API client", () => {
  it("sends the session's CSRF token, same-origin cookies and a JSON body with every change", async () => {
    const { fetch, calls } = fake(json(200, SESSION), json(200, LEAD));
    const client = createInboxClient(fetch);
    await client.session();
    await client.setStatus("ld 1", "won");
    const [read, write] = calls;
    expect(read.init.method).toBe("GET");
    expect(headers(read.init).has(CSRF_HEADER)).toBe(false);
    expect(write.url).toBe("/api/inbox/leads/ld%201/status");
    expect(write.init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: '{"status":"won"}',
    });
    expect(headers(write.init).get(CSRF_HEADER)).toBe("token-1");
    expect(headers(write.init).get("content-type")).toBe("application/json");
  });

  it("sends {} when a change says nothing more, and no body with a delete", async () => {
    const { fetch, calls } = fake(json(200, LEAD), json(200, []));
    const client = createInboxClient(fetch);
    await client.retry("ld-1", "webhook");
    await client.removeMember("m1");
    expect(calls[0].init.body).toBe("{}");
    expect(calls[1].init).toMatchObject({ method: "DELETE", body: undefined });
  });

  it("reads nobody signed in from a 401 of the session, without calling it an ended session", async () => {
    const ended = jest.fn();
    const client = createInboxClient(fake(json(401, { error: "Not signed in" })).fetch);
    client.onSessionEnded(ended);
    await expect(client.session()).resolves.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it("calls a 401 while signed in an ended session, and forgets the token", async () => {
    const ended = jest.fn();
    const { fetch, calls } = fake(
      json(200, SESSION),
      json(401, { error: "Session ended" }),
      json(202, { ok: true }),
    );
    const client = createInboxClient(fetch);
    client.onSessionEnded(ended);
    await client.session();
    await expect(client.lead("ld-1")).rejects.toMatchObject({
      failure: { kind: "signed-out", problem: { error: "Session ended" } },
    });
    expect(ended).toHaveBeenCalledTimes(1);
    await client.emailLink("owner@example.com");
    expect(headers(calls[2].init).has(CSRF_HEADER)).toBe(false);
  });

  it("shows the server's { error, hint } of a refusal", async () => {
    const client = createInboxClient(
      fake(json(410, { error: "Link used", hint: "Ask for another.", extra: 1 })).fetch,
    );
    const refusal = await client.linkSignIn("t").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InboxRequestError);
    expect((refusal as InboxRequestError).failure).toEqual({
      kind: "refused",
      status: 410,
      problem: { error: "Link used", hint: "Ask for another." },
    });
  });

  it.each([
    ["a network failure", new TypeError("Failed to fetch")],
    ["a 5xx", json(502, { error: "Bad gateway" })],
    ["an answer that is not JSON", new Response("<html>", { status: 200 })],
  ])("calls %s the server out of reach", async (_, answer) => {
    const client = createInboxClient(fake(answer).fetch);
    await expect(client.leads({}, 1)).rejects.toMatchObject({ failure: { kind: "unreachable" } });
  });

  it("asks for a filtered page, and links the CSV of the same filter", async () => {
    const counts = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 };
    const empty = {
      leads: [],
      page: 2,
      total: 0,
      pageSize: 50,
      counts,
      asOf: "2026-03-12T10:15:00Z",
    };
    const { fetch, calls } = fake(json(200, empty), json(200, empty), json(200, empty));
    const client = createInboxClient(fetch);
    await client.leads({ status: "new", q: "walsh" }, 2);
    expect(calls[0].url).toBe("/api/inbox/leads?status=new&q=walsh&page=2");
    expect(client.exportCsvUrl({ status: "new", q: "walsh" })).toBe(
      "/api/inbox/leads.csv?status=new&q=walsh",
    );
    // A lead desk's view is named; every lead is the API's default.
    await client.leads({ queue: "reply" }, 2);
    expect(calls[1].url).toBe("/api/inbox/leads?queue=reply&page=2");
    await client.leads({ queue: "all" }, 1);
    expect(calls[2].url).toBe("/api/inbox/leads");
  });
});
