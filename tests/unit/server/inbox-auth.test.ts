// Signing in to the owner's inbox, against the real server and store: invitations, passkeys (a
// software authenticator with real signatures), emailed links through a real SMTP server,
// sessions, and everything an attacker might try on them.
import fc from "fast-check";
import { parse } from "node-html-parser";
import {
  CSRF_HEADER,
  INBOX_ENDPOINTS,
  INBOX_LINK_PATH,
  inboxLeadEndpoint,
  inboxMemberEndpoint,
  inboxNoteEndpoint,
  inboxRetryEndpoint,
  inboxStatusEndpoint,
  type SessionInfo,
} from "../../../src/lib/inbox/api";
import { SIGN_IN_CLIENT_LIMIT } from "../../../src/lib/inbox/limits";
import { makeOnce } from "../../../src/server/inbox/once";
import { hashOf, SESSION_COOKIE } from "../../../src/server/inbox/session";
import type { Caught, MailCatcher } from "../../e2e/mail-catcher";
import { startSite, type TestSite } from "./harness";
import {
  acceptInvitation,
  cookieOf,
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
const STRANGER = "nobody@example.com";

let site: TestSite;
let catcher: MailCatcher;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ site, catcher, close } = await startMailedSite());
});
afterEach(async () => {
  await close();
});

describe("an invitation", () => {
  it("registers a passkey and opens a session in a __Host- cookie with every flag", async () => {
    const token = await invitationToken(site, OWNER);
    const member = await acceptInvitation(site, token);
    expect(member.info.user).toMatchObject({ email: OWNER, role: "owner" });
    expect(member.info.passkeys).toBe(1);
    const session = await site.get(INBOX_ENDPOINTS.session, { cookie: member.cookie });
    expect(session.statusCode).toBe(200);
    expect((session.body as SessionInfo).csrfToken).toBe(member.csrf);
  });

  it("sets the cookie HttpOnly, Secure, SameSite=Strict, Path=/ and without a Domain", async () => {
    const token = await invitationToken(site, OWNER);
    const headers = pageHeaders(site);
    const options = await site.post(INBOX_ENDPOINTS.registerOptions, { headers, body: { token } });
    const { createPasskey } = await import("./soft-authenticator");
    const made = createPasskey(options.body as Parameters<typeof createPasskey>[0], {
      origin: site.base,
    });
    const answer = await site.post(INBOX_ENDPOINTS.register, {
      headers,
      body: { token, response: made.response },
    });
    const set = String(answer.headers["set-cookie"]);
    expect(set).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43};`));
    for (const flag of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/"]) {
      expect(set).toContain(flag);
    }
    expect(set).not.toMatch(/Domain=/i);
  });

  it("works once: a second use, or an unknown token, is refused", async () => {
    const token = await invitationToken(site, OWNER);
    await acceptInvitation(site, token);
    await expect(acceptInvitation(site, token)).rejects.toThrow(/invitation has expired/);
    await expect(acceptInvitation(site, "A".repeat(43))).rejects.toThrow(/invitation/);
  });

  it("is emailed with the link when SMTP is set, starting with SITE_URL", async () => {
    await invitationToken(site, OWNER);
    const [mail] = await catcher.waitFor((caught) => caught.to.includes(OWNER));
    expect(mail?.mail.subject).toBe("You're invited to the Scalewise Studio inbox");
    const link = linksIn(mail).find((href) => href.includes("/inbox/invite?t="));
    expect(link).toMatch(/^https:\/\/www\.scalewise\.studio\/inbox\/invite\?t=[\w-]{43}$/);
  });
});

const linksIn = (caught: Caught | undefined): string[] =>
  parse(String(caught?.mail.html ?? ""))
    .querySelectorAll("a")
    .map((a) => a.getAttribute("href") ?? "");

describe("a passkey sign-in", () => {
  it("signs in with the registered passkey, asking for no address", async () => {
    const { passkey } = await signedInMember(site, OWNER);
    const answer = await passkeySignIn(site, passkey);
    expect(answer.statusCode).toBe(200);
    expect((answer.body as SessionInfo).user.email).toBe(OWNER);
    expect(cookieOf(answer)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  });

  it("refuses another origin's answer, an unverified person, and a replayed answer", async () => {
    const { passkey } = await signedInMember(site, OWNER);
    expect(
      (await passkeySignIn(site, passkey, { origin: "https://evil.example" })).statusCode,
    ).toBe(401);
    expect((await passkeySignIn(site, passkey, { verified: false })).statusCode).toBe(401);
    const headers = pageHeaders(site);
    const options = await site.post(INBOX_ENDPOINTS.passkeyOptions, { headers, body: {} });
    const { signWithPasskey } = await import("./soft-authenticator");
    const response = signWithPasskey(passkey, options.body as { challenge: string }, {
      origin: site.base,
    });
    const first = await site.post(INBOX_ENDPOINTS.passkeyVerify, { headers, body: { response } });
    expect(first.statusCode).toBe(200);
    const again = await site.post(INBOX_ENDPOINTS.passkeyVerify, { headers, body: { response } });
    expect(again.statusCode).toBe(401);
  });

  it("never keeps a session id set before sign-in (fixation)", async () => {
    const member = await signedInMember(site, OWNER);
    const answer = await passkeySignIn(site, member.passkey, { cookie: member.cookie });
    const fresh = cookieOf(answer);
    expect(fresh).not.toBe(member.cookie);
    expect((await site.get(INBOX_ENDPOINTS.session, { cookie: member.cookie })).statusCode).toBe(
      401,
    );
    expect((await site.get(INBOX_ENDPOINTS.session, { cookie: fresh })).statusCode).toBe(200);
  });

  it("answers any body with a clear refusal, never a fault", async () => {
    // Each run from its own client (through a trusted proxy), so that the limit does not answer.
    const proxied = await startSite({ LEADS_TRUST_PROXY: "1" });
    let client = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.jsonValue(), fc.record({ response: fc.jsonValue() })),
          async (body) => {
            client += 1;
            const headers = {
              ...pageHeaders(proxied),
              "x-forwarded-for": `10.0.0.${client % 250}`,
            };
            for (const path of [INBOX_ENDPOINTS.passkeyVerify, INBOX_ENDPOINTS.linkSignIn]) {
              const answer = await proxied.post(path, { headers, body: JSON.stringify(body) });
              expect([400, 401]).toContain(answer.statusCode);
              expect(answer.body).toEqual({ error: expect.any(String), hint: expect.any(String) });
            }
          },
        ),
        { numRuns: 60 },
      );
    } finally {
      await proxied.close();
    }
  });
});

describe("an emailed sign-in link", () => {
  const ask = (email: string) =>
    site.post(INBOX_ENDPOINTS.emailLink, { headers: pageHeaders(site), body: { email } });
  const SIGN_IN_SUBJECT = "Sign in to the Scalewise Studio inbox";

  it("answers the same for an address with an account and one without", async () => {
    await invitationToken(site, OWNER);
    const known = await ask(OWNER);
    const unknown = await ask(STRANGER);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.text).toBe(known.text);
    const [mail] = await catcher.waitFor(
      (caught) => caught.to.includes(OWNER) && caught.mail.subject === SIGN_IN_SUBJECT,
    );
    expect(mail?.mail.subject).toBe(SIGN_IN_SUBJECT);
    await site.app.background.idle();
    expect(catcher.caught.filter((caught) => caught.to.includes(STRANGER))).toHaveLength(0);
  });

  it("signs in once with the link's token, within 15 minutes", async () => {
    await invitationToken(site, OWNER);
    await ask(OWNER);
    const [mail] = await catcher.waitFor(
      (caught) => caught.to.includes(OWNER) && caught.mail.subject === SIGN_IN_SUBJECT,
    );
    const link = linksIn(mail).find((href) => href.includes(`${INBOX_LINK_PATH}?t=`)) ?? "";
    const token = new URL(link).searchParams.get("t");
    const headers = pageHeaders(site);
    const first = await site.post(INBOX_ENDPOINTS.linkSignIn, { headers, body: { token } });
    expect(first.statusCode).toBe(200);
    expect((first.body as SessionInfo).passkeys).toBe(0);
    const again = await site.post(INBOX_ENDPOINTS.linkSignIn, { headers, body: { token } });
    expect(again.statusCode).toBe(401);
  });

  it("refuses an expired link", async () => {
    const account = await inboxOf(site).addAccount(OWNER, "owner", new Date());
    const token = await makeOnce(
      { store: storeOf(site), inbox: inboxOf(site), settings: { secret: "" } },
      "sign-in",
      account.id,
      new Date(Date.now() - 1000),
    );
    const answer = await site.post(INBOX_ENDPOINTS.linkSignIn, {
      headers: pageHeaders(site),
      body: { token },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toMatchObject({ error: "This link has expired or was already used" });
  });

  it("counts requests per client: the limit answers 429 with Retry-After", async () => {
    for (let i = 0; i < SIGN_IN_CLIENT_LIMIT; i += 1) {
      expect((await ask(`person${i}@example.com`)).statusCode).toBe(202);
    }
    const over = await ask("one.more@example.com");
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toMatch(/^\d+$/);
  });
});

describe("sessions", () => {
  it("ends at sign-out, and everywhere at sign-out everywhere", async () => {
    const member = await signedInMember(site, OWNER);
    const second = await passkeySignIn(site, member.passkey);
    const other = { cookie: cookieOf(second), csrf: (second.body as SessionInfo).csrfToken };
    const out = await site.post(INBOX_ENDPOINTS.signOut, { headers: pageHeaders(site, member) });
    expect(out.statusCode).toBe(200);
    expect((await site.get(INBOX_ENDPOINTS.session, { cookie: member.cookie })).statusCode).toBe(
      401,
    );
    expect((await site.get(INBOX_ENDPOINTS.session, { cookie: other.cookie })).statusCode).toBe(
      200,
    );
    const third = await passkeySignIn(site, member.passkey);
    const everywhere = await site.post(INBOX_ENDPOINTS.signOutEverywhere, {
      headers: pageHeaders(site, other),
    });
    expect(everywhere.statusCode).toBe(200);
    for (const cookie of [other.cookie, cookieOf(third)]) {
      expect((await site.get(INBOX_ENDPOINTS.session, { cookie })).statusCode).toBe(401);
    }
  });

  it("ends after its idle time and at its absolute end", async () => {
    const member = await signedInMember(site, OWNER);
    const inbox = inboxOf(site);
    const now = Date.now();
    const account = await inbox.accountByEmail(OWNER);
    for (const [idle, end] of [
      [now - 1000, now + 3_600_000],
      [now + 3_600_000, now - 1000],
    ] as const) {
      const id = `${"x".repeat(42)}${idle > now ? "a" : "b"}`;
      await inbox.createSession({
        idHash: hashOf(id),
        accountId: account?.id ?? "",
        csrfToken: "t",
        createdAt: new Date(now - 7_200_000).toISOString(),
        expiresAt: new Date(end).toISOString(),
        idleUntil: new Date(idle).toISOString(),
      });
      const answer = await site.get(INBOX_ENDPOINTS.session, { cookie: `${SESSION_COOKIE}=${id}` });
      expect(answer.statusCode).toBe(401);
    }
    expect((await site.get(INBOX_ENDPOINTS.session, { cookie: member.cookie })).statusCode).toBe(
      200,
    );
  });
});

describe("every inbox route", () => {
  const ID = "00000000-0000-4000-8000-000000000000";
  const reads = [
    INBOX_ENDPOINTS.session,
    INBOX_ENDPOINTS.leads,
    INBOX_ENDPOINTS.exportCsv,
    inboxLeadEndpoint(ID),
    INBOX_ENDPOINTS.members,
    INBOX_ENDPOINTS.audit,
  ];
  const changes: [string, string][] = [
    ["POST", inboxStatusEndpoint(ID)],
    ["POST", inboxNoteEndpoint(ID)],
    ["POST", inboxRetryEndpoint(ID, "webhook")],
    ["POST", INBOX_ENDPOINTS.members],
    ["DELETE", inboxMemberEndpoint(ID)],
    ["POST", INBOX_ENDPOINTS.personExport],
    ["POST", INBOX_ENDPOINTS.personErase],
    ["POST", INBOX_ENDPOINTS.signOut],
    ["POST", INBOX_ENDPOINTS.signOutEverywhere],
  ];

  it("answers 401 without a session, not kept by caches nor indexed", async () => {
    for (const path of reads) {
      const answer = await site.get(path);
      expect([path, answer.statusCode]).toEqual([path, 401]);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
    for (const [method, path] of changes) {
      const answer = await site.post(path, { method, headers: pageHeaders(site), body: {} });
      expect([path, answer.statusCode]).toEqual([path, 401]);
    }
  });

  it("answers 403 to a change without the CSRF token, with a forged one, or from another origin", async () => {
    const member = await signedInMember(site, OWNER);
    for (const [method, path] of changes) {
      const tries = [
        { cookie: member.cookie, origin: site.base },
        { cookie: member.cookie, origin: site.base, [CSRF_HEADER]: `${member.csrf}x` },
        { cookie: member.cookie, origin: "https://evil.example", [CSRF_HEADER]: member.csrf },
        { cookie: member.cookie, [CSRF_HEADER]: member.csrf },
      ];
      for (const headers of tries) {
        const answer = await site.post(path, { method, headers, body: {} });
        expect([path, answer.statusCode]).toEqual([path, 403]);
      }
    }
    // Still signed in: a refused request changes nothing.
    expect((await site.get(INBOX_ENDPOINTS.session, { cookie: member.cookie })).statusCode).toBe(
      200,
    );
  });

  it("refuses sign-in requests from another site's page", async () => {
    for (const path of [
      INBOX_ENDPOINTS.passkeyOptions,
      INBOX_ENDPOINTS.passkeyVerify,
      INBOX_ENDPOINTS.emailLink,
      INBOX_ENDPOINTS.linkSignIn,
      INBOX_ENDPOINTS.registerOptions,
      INBOX_ENDPOINTS.register,
    ]) {
      const answer = await site.post(path, {
        headers: { origin: "https://evil.example" },
        body: {},
      });
      expect([path, answer.statusCode]).toEqual([path, 403]);
    }
  });
});

describe("the team", () => {
  it("lets the owner invite and remove a member, whose sessions end with them", async () => {
    const owner = await signedInMember(site, OWNER);
    const invited = await site.post(INBOX_ENDPOINTS.members, {
      headers: pageHeaders(site, owner),
      body: { email: "pat@example.com" },
    });
    expect(invited.statusCode).toBe(201);
    const { link, member } = invited.body as { link: string; member: { id: string } };
    const pat = await acceptInvitation(site, new URL(link).searchParams.get("t") ?? "");
    expect(pat.info.user.role).toBe("member");
    const refused = await site.post(INBOX_ENDPOINTS.members, {
      headers: pageHeaders(site, pat),
      body: { email: "eve@example.com" },
    });
    expect(refused.statusCode).toBe(403);
    const removed = await site.post(inboxMemberEndpoint(member.id), {
      method: "DELETE",
      headers: pageHeaders(site, owner),
    });
    expect(removed.statusCode).toBe(200);
    expect((await site.get(INBOX_ENDPOINTS.session, { cookie: pat.cookie })).statusCode).toBe(401);
  });

  it("keeps the last owner", async () => {
    const owner = await signedInMember(site, OWNER);
    const answer = await site.post(inboxMemberEndpoint(owner.info.user.id), {
      method: "DELETE",
      headers: pageHeaders(site, owner),
    });
    expect(answer.statusCode).toBe(409);
  });
});
