// The inbox's sign-in and access against the real server and store: answers that tell nothing,
// limits that bound emails without locking a member out, refusals counted rather than logged, and
// who may read, invite and come from where.
import { request as httpRequest } from "node:http";
import { parse } from "node-html-parser";
import {
  INBOX_ENDPOINTS,
  INBOX_LINK_PATH,
  inboxMemberEndpoint,
  type AuditPage,
} from "../../../src/lib/inbox/api";
import { SIGN_IN_EMAILS_PER_ADDRESS } from "../../../src/lib/inbox/limits";
import { makeOnce } from "../../../src/server/inbox/once";
import type { Caught, MailCatcher } from "../../e2e/mail-catcher";
import { startSite, type TestSite } from "./harness";
import {
  inboxOf,
  invitationToken,
  pageHeaders,
  passkeySignIn,
  signedInMember,
  startMailedSite,
  storeOf,
} from "./inbox-client";

jest.setTimeout(30_000);

const OWNER = "owner@example.com";
const SIGN_IN_SUBJECT = "Sign in to the Scalewise Studio inbox";

let site: TestSite;
let catcher: MailCatcher;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ site, catcher, close } = await startMailedSite({ LEADS_TRUST_PROXY: "1" }));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await close();
});

const ask = (email: string, from = "127.0.0.1") =>
  site.post(INBOX_ENDPOINTS.emailLink, {
    headers: { ...pageHeaders(site), "x-forwarded-for": from },
    body: { email },
  });

const signInMails = (email: string): Caught[] =>
  catcher.caught.filter(
    (caught) => caught.to.includes(email) && caught.mail.subject === SIGN_IN_SUBJECT,
  );

const tokenIn = (caught: Caught | undefined): string | null => {
  const href = parse(String(caught?.mail.html ?? ""))
    .querySelectorAll("a")
    .map((a) => a.getAttribute("href") ?? "")
    .find((one) => one.includes(`${INBOX_LINK_PATH}?t=`));
  return href ? new URL(href).searchParams.get("t") : null;
};

const linkSignIn = (token: unknown) =>
  site.post(INBOX_ENDPOINTS.linkSignIn, { headers: pageHeaders(site), body: { token } });

describe("asking for a sign-in link", () => {
  it("answers before it reads or writes anything about the address, then writes alike", async () => {
    await signedInMember(site, OWNER);
    const inbox = inboxOf(site);
    const answered = jest.fn();
    site.app.fastify.server.on("request", (_request, response) => {
      response.on("finish", answered);
    });
    const lookUp = jest.spyOn(inbox, "accountByEmail");
    const save = jest.spyOn(inbox, "saveOnce");
    for (const email of [OWNER, "nobody@example.com"]) {
      answered.mockClear();
      lookUp.mockClear();
      save.mockClear();
      expect((await ask(email)).statusCode).toBe(202);
      await site.app.background.idle();
      const [answeredAt] = answered.mock.invocationCallOrder;
      for (const spy of [lookUp, save]) {
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy.mock.invocationCallOrder[0]).toBeGreaterThan(answeredAt ?? Infinity);
      }
    }
    expect(signInMails(OWNER)).toHaveLength(1);
  });

  it("never locks a member out: a stranger's requests bound the emails and change no answer", async () => {
    const member = await signedInMember(site, OWNER);
    const own = await ask(OWNER);
    await site.app.background.idle();
    const token = tokenIn(signInMails(OWNER)[0]);
    // Other spellings of the same mailbox count as the same address; only the account's own
    // (in any case) finds the account.
    const spellings = [OWNER, "OWNER@example.com", "owner+inbox@example.com"];
    const asked: string[] = [];
    for (let i = 0; i < 3 * SIGN_IN_EMAILS_PER_ADDRESS; i += 1) {
      const email = spellings[i % spellings.length] ?? OWNER;
      asked.push(email);
      const answer = await ask(email, `10.9.${i}.1`);
      expect([answer.statusCode, answer.text]).toEqual([own.statusCode, own.text]);
    }
    await site.app.background.idle();
    const withinLimit = asked.slice(0, SIGN_IN_EMAILS_PER_ADDRESS - 1);
    const found = withinLimit.filter((email) => email.toLowerCase() === OWNER);
    expect(signInMails(OWNER)).toHaveLength(1 + found.length);
    // The link the member already had still works, and so does the passkey.
    expect((await linkSignIn(token)).statusCode).toBe(200);
    expect((await passkeySignIn(site, member.passkey)).statusCode).toBe(200);
  });

  it("emails no link to an account without a passkey or a live invitation, nor signs it in", async () => {
    const account = await inboxOf(site).addAccount("late@example.com", "member", new Date());
    expect((await ask("late@example.com")).statusCode).toBe(202);
    await site.app.background.idle();
    expect(signInMails("late@example.com")).toHaveLength(0);
    const token = await makeOnce(
      { store: storeOf(site), inbox: inboxOf(site), settings: { secret: "" } },
      "sign-in",
      account.id,
      new Date(Date.now() + 60_000),
    );
    expect((await linkSignIn(token)).statusCode).toBe(401);
  });
});

describe("refused sign-ins", () => {
  it("are counted per day and way, never one audit entry each", async () => {
    const owner = await signedInMember(site, OWNER);
    const inbox = inboxOf(site);
    const before = (await inbox.auditLog(1, 1)).total;
    for (let i = 0; i < 6; i += 1) {
      expect((await linkSignIn("A".repeat(43))).statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i += 1) {
      const answer = await site.post(INBOX_ENDPOINTS.passkeyVerify, {
        headers: pageHeaders(site),
        body: { response: { id: "x" } },
      });
      expect(answer.statusCode).toBe(401);
    }
    expect((await inbox.auditLog(1, 1)).total).toBe(before);
    const day = new Date().toISOString().slice(0, 10);
    const audit = await site.get(INBOX_ENDPOINTS.audit, { cookie: owner.cookie });
    expect((audit.body as AuditPage).refused).toEqual([
      { day, way: "emailed link", count: 6 },
      { day, way: "passkey", count: 2 },
    ]);
  });
});

describe("the team and the audit trail", () => {
  it("are read by owners only", async () => {
    const owner = await signedInMember(site, OWNER);
    const pat = await signedInMember(site, "pat@example.com", "member");
    for (const path of [INBOX_ENDPOINTS.members, INBOX_ENDPOINTS.audit]) {
      expect((await site.get(path, { cookie: pat.cookie })).statusCode).toBe(403);
      expect((await site.get(path, { cookie: owner.cookie })).statusCode).toBe(200);
    }
  });

  it("never lets a re-invitation add a passkey to an account that has one", async () => {
    const owner = await signedInMember(site, OWNER);
    await signedInMember(site, "pat@example.com", "member");
    const again = await site.post(INBOX_ENDPOINTS.members, {
      headers: pageHeaders(site, owner),
      body: { email: "pat@example.com" },
    });
    expect(again.statusCode).toBe(409);
    // Nor does an invitation made another way (the command line).
    const token = await invitationToken(site, "pat@example.com", "member");
    const options = await site.post(INBOX_ENDPOINTS.registerOptions, {
      headers: pageHeaders(site),
      body: { token },
    });
    expect(options.statusCode).toBe(401);
  });

  it("keeps an owner when two remove each other at once", async () => {
    const ada = await signedInMember(site, OWNER);
    const bea = await signedInMember(site, "bea@example.com");
    const answers = await Promise.all([
      site.post(inboxMemberEndpoint(bea.info.user.id), {
        method: "DELETE",
        headers: pageHeaders(site, ada),
      }),
      site.post(inboxMemberEndpoint(ada.info.user.id), {
        method: "DELETE",
        headers: pageHeaders(site, bea),
      }),
    ]);
    const [first, second] = answers.map((answer) => answer.statusCode).sort();
    expect(first).toBe(200);
    expect([401, 409]).toContain(second);
    expect(await inboxOf(site).countRole("owner")).toBe(1);
  });
});

describe("requests", () => {
  it("need an Origin of the page's own scheme, host and port", async () => {
    const other = site.base.replace(/^http:/, "https:");
    const answer = await site.post(INBOX_ENDPOINTS.passkeyOptions, { headers: { origin: other } });
    expect(answer.statusCode).toBe(403);
    const own = await site.post(INBOX_ENDPOINTS.passkeyOptions, { headers: pageHeaders(site) });
    expect(own.statusCode).toBe(200);
  });

  it("with HEAD are refused and leave no audit entry", async () => {
    const owner = await signedInMember(site, OWNER);
    const before = (await inboxOf(site).auditLog(1, 1)).total;
    const answer = await site.post(INBOX_ENDPOINTS.exportCsv, {
      method: "HEAD",
      headers: { cookie: owner.cookie },
    });
    expect(answer.statusCode).toBe(405);
    expect((await inboxOf(site).auditLog(1, 1)).total).toBe(before);
  });
});

describe("while the store is down", () => {
  it("answers 503 with Retry-After, not 500", async () => {
    const down = await startSite({ DATABASE_URL: "postgres://nobody:none@127.0.0.1:9/none" });
    try {
      const answer = await down.post(INBOX_ENDPOINTS.passkeyOptions, {
        headers: pageHeaders(down),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      expect(answer.body).toEqual({ error: expect.any(String), hint: expect.any(String) });
    } finally {
      await down.close();
    }
  });
});

/** A request naming its own Host (fetch will not), as a deploy preview's would reach us. */
function postAs(
  base: string,
  host: string,
  origin: string,
  path: string,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        hostname,
        port,
        path,
        method: "POST",
        headers: { host, origin, "content-type": "application/json" },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on("error", reject);
    sent.end("{}");
  });
}

describe("with SITE_URL set", () => {
  it("takes the page's origin and the passkeys' RP id from it, and previews from the setting", async () => {
    const fixed = await startSite({
      SITE_URL: "https://studio.example",
      INBOX_PREVIEW_ORIGINS: "http://*--studio.example",
    });
    try {
      const path = INBOX_ENDPOINTS.passkeyOptions;
      const sentTo = new URL(fixed.base).host;
      expect((await postAs(fixed.base, sentTo, fixed.base, path)).status).toBe(403);
      const own = await postAs(fixed.base, sentTo, "https://studio.example", path);
      expect(own.status).toBe(200);
      expect(JSON.parse(own.body)).toMatchObject({ rpId: "studio.example" });
      const preview = "deploy-preview-3--studio.example";
      const shown = await postAs(fixed.base, preview, `http://${preview}`, path);
      expect(shown.status).toBe(200);
      expect(JSON.parse(shown.body)).toMatchObject({ rpId: preview });
      expect((await postAs(fixed.base, "evil.example", "http://evil.example", path)).status).toBe(
        403,
      );
    } finally {
      await fixed.close();
    }
  });
});
