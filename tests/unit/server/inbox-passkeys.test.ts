// A member's own passkeys over HTTP, against the real app on both stores: a second one added from
// inside the inbox, each listed with its name and times, renamed, removed, and never the last.
import { INBOX_ENDPOINTS, type AuditPage } from "../../../src/lib/inbox/api";
import { INBOX_ROUTES, routePath } from "../../../src/lib/inbox/endpoints";
import type { PasskeyInfo } from "../../../src/lib/inbox/team-api";
import { appStores } from "./app-stores";
import { startSite, type TestSite } from "./harness";
import { pageHeaders, passkeySignIn, signedInMember, type Member } from "./inbox-client";
import { createPasskey } from "./soft-authenticator";

jest.setTimeout(60_000);

const STORES = appStores();

describe.each(STORES)("on %s", (_name, env) => {
  let site: TestSite;
  let owner: Awaited<ReturnType<typeof signedInMember>>;

  beforeEach(async () => {
    site = await startSite(await env());
    owner = await signedInMember(site, "owner@example.com");
  });
  afterEach(() => site.close());

  const list = async (who: Member = owner) =>
    (await site.get(INBOX_ROUTES.passkeys.url, { cookie: who.cookie })).body as PasskeyInfo[];
  const remove = (id: string, who: Member = owner) =>
    site.post(routePath(INBOX_ROUTES.removePasskey, { params: { id } }), {
      method: "DELETE",
      headers: pageHeaders(site, who),
    });

  async function addSecond() {
    const headers = pageHeaders(site, owner);
    const options = await site.post(INBOX_ENDPOINTS.registerOptions, { headers, body: {} });
    expect(options.statusCode).toBe(200);
    const made = createPasskey(options.body as Parameters<typeof createPasskey>[0], {
      origin: site.base,
    });
    const added = await site.post(INBOX_ENDPOINTS.register, {
      headers,
      body: { response: made.response },
    });
    expect(added.statusCode).toBe(200);
    return made.passkey;
  }

  it("lists, renames and removes a member's passkeys, never the last", async () => {
    const [first] = await list();
    expect(first).toEqual({
      id: owner.passkey.id,
      name: expect.stringMatching(/^Passkey added \d{4}-\d{2}-\d{2}$/),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const second = await addSecond();
    expect((await list()).map((one) => one.id)).toEqual([owner.passkey.id, second.id]);
    expect((await passkeySignIn(site, second)).statusCode).toBe(200);
    expect((await list()).find((one) => one.id === second.id)?.lastUsedAt).toEqual(
      expect.any(String),
    );

    const renamed = await site.post(
      routePath(INBOX_ROUTES.renamePasskey, { params: { id: second.id } }),
      { headers: pageHeaders(site, owner), body: { name: "  Work phone " } },
    );
    expect(renamed.statusCode).toBe(200);
    expect((renamed.body as PasskeyInfo[]).map((one) => one.name)[1]).toBe("Work phone");
    for (const name of ["", " ", "x".repeat(61), "a\u0000b", 3]) {
      const refused = await site.post(
        routePath(INBOX_ROUTES.renamePasskey, { params: { id: second.id } }),
        { headers: pageHeaders(site, owner), body: { name } },
      );
      expect([name, refused.statusCode]).toEqual([name, 400]);
    }

    // Another member's passkey is nobody else's to rename or remove.
    const member = await signedInMember(site, "conor@example.com", "member");
    expect((await remove(second.id, member)).statusCode).toBe(404);
    expect((await list(member)).map((one) => one.id)).toEqual([member.passkey.id]);

    expect((await remove(owner.passkey.id)).statusCode).toBe(200);
    expect((await list()).map((one) => one.id)).toEqual([second.id]);
    const last = await remove(second.id);
    expect(last.statusCode).toBe(409);
    expect(last.body).toEqual({
      error: "Your last passkey cannot be removed",
      hint: "Add a passkey on another device first, then remove this one",
    });
    expect((await list()).map((one) => one.id)).toEqual([second.id]);
    // The removed passkey no longer signs in; the kept one does.
    expect((await passkeySignIn(site, owner.passkey)).statusCode).not.toBe(200);
    expect((await passkeySignIn(site, second)).statusCode).toBe(200);

    const audit = (await site.get(INBOX_ENDPOINTS.audit, { cookie: owner.cookie }))
      .body as AuditPage;
    expect(
      audit.entries
        .filter((entry) => entry.action.startsWith("passkey-re"))
        .map((entry) => [entry.action, entry.detail]),
    ).toEqual([
      ["passkey-removed", "1 passkey left"],
      ["passkey-renamed", "2 passkeys left"],
    ]);
  });

  it("keeps one passkey when the last two are removed at once", async () => {
    const second = await addSecond();
    const answers = await Promise.all([remove(owner.passkey.id), remove(second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await list()).toHaveLength(1);
  });
});
