// One-click unsubscribe (RFC 8058) against the production server's app on a fixture site: the
// link a visitor's email carries, posted by a mail app or opened and pressed in a browser.
import fc from "fast-check";
import { parse } from "node-html-parser";
import { UNSUBSCRIBE_ENDPOINT } from "../../../src/lib/leads/unsubscribe";
import { openLink, sealLink } from "../../../src/server/link-token";
import type { Store } from "../../../src/server/store/types";
import { isSuppressed, suppressionHash } from "../../../src/server/suppression";
import { UNSUBSCRIBED_DETAIL, unsubscribeLinks } from "../../../src/server/unsubscribe";
import { startSite, type TestSite } from "./harness";
import { startStandIn, type StandIn } from "./platform-stand-in";
import unsubscribePages from "../../../content/data/unsubscribe.json";

const ADA = "ada.subscriber@example.com";
const ONE_CLICK = "List-Unsubscribe=One-Click";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

let site: TestSite;
let platform: StandIn;
let store: Store;

beforeEach(async () => {
  platform = await startStandIn();
  site = await startSite({
    CONVERTKIT_API_KEY: "ck",
    CONVERTKIT_API_SECRET: "ck-secret",
    CONVERTKIT_FORM_ID: "1",
    CONVERTKIT_API_URL: `${platform.url}/v3`,
    // Forwarded at once, as when the platform runs its own confirmation (confirm.test.ts has ours).
    LEADS_DOUBLE_OPT_IN: "off",
  });
  const { store: opened } = site.app.service;
  if ("unavailable" in opened) throw new Error(opened.unavailable);
  store = opened;
});
afterEach(async () => {
  await site.close();
  await platform.close();
});

const linkFor = async (email: string) =>
  (await unsubscribeLinks(store, { secret: "", siteUrl: site.base }, email, "hello@example.com"))
    .url;
const pathOf = (url: string) => url.slice(site.base.length);
const unsubscribePage = (id: string) => {
  const page = unsubscribePages.pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no unsubscribe page ${id}`);
  return page;
};

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe("the link in every visitor email", () => {
  it("unsubscribes at once on a mail app's one-click POST, and stops what is still owed", async () => {
    await platform.down();
    const signUp = { email: ADA, source: "footer_newsletter" };
    expect((await site.post("/api/subscribe", { body: signUp })).statusCode).toBe(200);
    const answer = await site.post(pathOf(await linkFor(ADA)), { headers: FORM, body: ONE_CLICK });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(await isSuppressed(store, ADA.toUpperCase())).toBe(true);
    const [stored] = await site.stored();
    expect(stored?.deliveries).toEqual([
      expect.objectContaining({ target: "convertkit", state: "refused" }),
      expect.objectContaining({ target: "platform-unsubscribe", state: "pending" }),
    ]);

    // Signing up again sends nothing to the platform.
    await platform.up();
    expect((await site.post("/api/subscribe", { body: signUp })).statusCode).toBe(200);
    const again = (await site.stored()).at(-1);
    expect(again?.deliveries).toEqual([]);
  });

  it("takes RFC 8058's multipart one-click too, and answers it with an empty 200", async () => {
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const response = await fetch(await linkFor(ADA), { method: "POST", body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect(await isSuppressed(store, ADA)).toBe(true);
    // Only here: the lead endpoints still refuse it unread.
    const lead = await fetch(`${site.base}/api/subscribe`, { method: "POST", body: form });
    expect(lead.status).toBe(415);
  });

  it("refuses at the outbox a subscription owed before the address was suppressed", async () => {
    await platform.down();
    expect((await site.post("/api/subscribe", { body: { email: ADA } })).statusCode).toBe(200);
    // As if the unsubscribe landed while this delivery was held by a send under way.
    await store.suppress(await suppressionHash(store, ADA), "unsubscribed", new Date());
    await platform.up();
    await site.app.service.outbox?.runOwed();
    expect(platform.received).toEqual([]);
    const [stored] = await site.stored();
    expect(stored?.deliveries).toEqual([
      expect.objectContaining({
        target: "convertkit",
        state: "refused",
        detail: UNSUBSCRIBED_DETAIL,
      }),
    ]);
  });

  it("tells the platform, through the outbox, once", async () => {
    expect((await site.post("/api/subscribe", { body: { email: ADA } })).statusCode).toBe(200);
    await until(() => platform.received.length === 1);
    const link = pathOf(await linkFor(ADA));
    await site.post(link, { headers: FORM, body: ONE_CLICK });
    // Owed once any send under way has ended; sent now, as `npm run leads -- --retry` would.
    expect(platform.received).toHaveLength(1);
    await site.app.service.outbox?.runOwed();
    await until(() => platform.received.length === 2);
    expect(platform.received[1]).toMatchObject({
      method: "PUT",
      path: "/v3/unsubscribe",
      body: { api_secret: "ck-secret", email: ADA },
    });
    const [stored] = await site.stored();
    expect(stored?.deliveries.map((d) => [d.target, d.state])).toEqual([
      ["convertkit", "delivered"],
      ["platform-unsubscribe", "delivered"],
    ]);
    // The link posted again owes the platform nothing more.
    await site.post(link, { headers: FORM, body: ONE_CLICK });
    await site.app.service.outbox?.runOwed();
    expect(platform.received).toHaveLength(2);
  });

  it("opens a page whose plain form carries the token, and its button unsubscribes", async () => {
    await site.post("/api/subscribe", {
      body: { email: ADA, source: "footer_newsletter", tags: ["newsletter"] },
    });
    const link = await linkFor(ADA);
    const page = await site.get(pathOf(link));
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
    const form = parse(page.text).querySelector(`form[action="${UNSUBSCRIBE_ENDPOINT}"]`);
    expect(page.text).not.toContain("<script");
    const token = new URL(link).searchParams.get("t") ?? "";
    expect(form?.querySelector('input[name="t"]')?.getAttribute("value")).toBe(token);
    // Opening it changed nothing: a link scanner's GET must not unsubscribe.
    expect(await isSuppressed(store, ADA)).toBe(false);

    const pressed = await site.post(UNSUBSCRIBE_ENDPOINT, { headers: FORM, body: `t=${token}` });
    expect(pressed.statusCode).toBe(303);
    // The platform is set up here, and was asked too.
    expect(pressed.headers.location).toBe("/unsubscribe/done-everywhere");
    expect(await isSuppressed(store, ADA)).toBe(true);
  });

  it("says the platform was asked only when one is set up", async () => {
    const alone = await startSite();
    try {
      const { store: own } = alone.app.service;
      if ("unavailable" in own) throw new Error(own.unavailable);
      await alone.post("/api/subscribe", {
        body: { email: ADA, source: "footer_newsletter", tags: ["newsletter"] },
      });
      const token = await sealLink(own, { secret: "" }, { purpose: "unsubscribe", email: ADA });
      const pressed = await alone.post(UNSUBSCRIBE_ENDPOINT, { headers: FORM, body: `t=${token}` });
      expect(pressed.headers.location).toBe("/unsubscribe/done");
      const done = unsubscribePage("done");
      expect(done.text).not.toMatch(/platform/);
      expect(unsubscribePage("done-everywhere").text).toMatch(/asked our email platform/);
    } finally {
      await alone.close();
    }
  });

  it("changes nothing for a forged, altered or foreign token", async () => {
    const link = await linkFor(ADA);
    const token = new URL(link).searchParams.get("t") ?? "";
    const flipped = `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`;
    for (const bad of [flipped, token.slice(0, -2), "x".repeat(60), "", "a".repeat(5_000)]) {
      const oneClick = await site.post(`${UNSUBSCRIBE_ENDPOINT}?t=${bad}`, {
        headers: FORM,
        body: ONE_CLICK,
      });
      expect(oneClick.statusCode).toBe(400);
      const pressed = await site.post(UNSUBSCRIBE_ENDPOINT, { headers: FORM, body: `t=${bad}` });
      expect(pressed.headers.location).toBe("/unsubscribe/invalid");
      const opened = await site.get(`${UNSUBSCRIBE_ENDPOINT}?t=${bad}`);
      expect(opened.headers.location).toBe("/unsubscribe/invalid");
    }
    // Sealed under another site's key: not ours.
    const other = await startSite();
    try {
      const { store: theirs } = other.app.service;
      if ("unavailable" in theirs) throw new Error(theirs.unavailable);
      const foreign = await sealLink(
        theirs,
        { secret: "" },
        { purpose: "unsubscribe", email: ADA },
      );
      expect(await openLink(store, { secret: "" }, foreign, "unsubscribe")).toBeNull();
    } finally {
      await other.close();
    }
    expect(await isSuppressed(store, ADA)).toBe(false);
  });

  it("opens only tokens it sealed, whatever is sent", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 800 }), async (token) => {
        expect(await openLink(store, { secret: "" }, token, "unsubscribe")).toBeNull();
      }),
      { numRuns: 200 },
    );
    const sealed = await sealLink(store, { secret: "" }, { purpose: "unsubscribe", email: ADA });
    expect(await openLink(store, { secret: "" }, sealed, "unsubscribe")).toEqual({
      purpose: "unsubscribe",
      email: ADA,
    });
    // LEADS_SECRET is part of the key: with another secret the same token opens nothing.
    expect(await openLink(store, { secret: "another" }, sealed, "unsubscribe")).toBeNull();
  });
});
