import type { IncomingHttpHeaders } from "node:http";
import { startSite, type TestSite } from "./harness";
import { WORKER_POLICY } from "../../../src/lib/header-scope";
import { FIXTURE_POLICY } from "./site-fixture-pages";

// The production app's headers split by what each answer is (src/lib/header-scope.ts): a page
// carries the policy and the other page-only headers; a script, a style sheet or JSON carries
// nosniff and its caching, and none of them.

let site: TestSite;
beforeAll(async () => {
  site = await startSite({ LEADS_TRUST_PROXY: "1" });
});
afterAll(() => site.close());

const PAGE_ONLY = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "referrer-policy",
];
const TLS = { "x-forwarded-proto": "https" };

const pageOnly = (headers: IncomingHttpHeaders) =>
  PAGE_ONLY.filter((name) => headers[name] !== undefined);

describe("a page", () => {
  it.each([
    ["/", 200],
    ["/contact", 200],
    ["/blog/no-such-post", 200],
    ["/no-such-page", 404],
  ])("%s (%i) carries every security header, the policy the build wrote", async (path, status) => {
    const answer = await site.get(path, TLS);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(pageOnly(answer.headers)).toEqual(PAGE_ONLY);
    expect(answer.headers["content-security-policy"]).toBe(FIXTURE_POLICY);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("an SVG, which a browser opens as a document, carries them too", async () => {
    const answer = await site.get("/static/photo-9f8e7d.svg");
    expect(answer.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(pageOnly(answer.headers)).toEqual(PAGE_ONLY);
  });
});

describe("a file that is no document", () => {
  it.each([
    ["/app-138e5570a156f9029d2b.js", /javascript/, "public, max-age=31536000, immutable"],
    ["/form-problems.css", /^text\/css/, "public, max-age=0, must-revalidate"],
  ])(
    "%s carries nosniff, HSTS and its caching, and no page's header",
    async (path, type, cache) => {
      const answer = await site.get(path, TLS);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toMatch(type);
      const script = path.endsWith(".js");
      // A script carries only the policy a worker started from it would run under.
      expect(pageOnly(answer.headers)).toEqual(script ? ["content-security-policy"] : []);
      expect(answer.headers["content-security-policy"]).toBe(script ? WORKER_POLICY : undefined);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(answer.headers["cache-control"]).toBe(cache);
    },
  );
});

describe("a JSON answer of the API", () => {
  it.each(["/api/health", "/api/inbox/session"])(
    "%s carries nosniff and no-store, and no page-only header",
    async (path) => {
      const answer = await site.get(path);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(pageOnly(answer.headers)).toEqual([]);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toBe("no-store");
    },
  );
});
