import { clientOnlyRewrites, hostPattern } from "../../src/build/security/host-files";
import {
  formatHeadersFile,
  formatRedirectsFile,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  pathMatcher,
} from "../../src/lib/host-files";

describe("_headers", () => {
  const file = formatHeadersFile(
    [
      { path: "/*", headers: { "X-Frame-Options": "DENY", "Content-Security-Policy": "a; b" } },
      { path: "/blog/:slug", headers: { "X-Robots-Tag": "noindex" } },
    ],
    "Generated.\nDo not edit.",
  );

  it("is the hosts' format: comments, each path then its headers indented", () => {
    expect(file).toBe(
      "# Generated.\n# Do not edit.\n/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: a; b\n\n" +
        "/blog/:slug\n  X-Robots-Tag: noindex\n",
    );
  });

  it("reads back as gatsby serve applies it", () => {
    const headersOf = headersFor(parseHeadersFile(file));
    expect(headersOf("/about")).toEqual({
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "a; b",
    });
    expect(headersOf("/blog/post")).toEqual({
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "a; b",
      "X-Robots-Tag": "noindex",
    });
  });

  it("joins a header several rules set with commas, as the hosts do", () => {
    const rules = parseHeadersFile(
      "/*\n  Cache-Control: public\n/app.js\n  cache-control: max-age=1\n",
    );
    expect(headersFor(rules)("/app.js")).toEqual({ "Cache-Control": "public, max-age=1" });
  });

  it("refuses a header line before any path", () => {
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n")).toThrow("_headers line 1");
  });
});

describe("pathMatcher", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/blog/a/b", true],
    ["/blog/*", "/blog", false],
    ["/blog/*", "/blog/a", true],
    ["/blog/:slug", "/blog/a", true],
    ["/blog/:slug", "/blog/a/b", false],
    ["/a.b", "/aXb", false],
    ["/about", "/about", true],
  ])("%s matches %s: %s", (pattern, path, expected) => {
    expect(pathMatcher(pattern)(path)).toBe(expected);
  });
});

describe("_redirects", () => {
  it("turns Gatsby's match paths into host splats", () => {
    expect(hostPattern("/blog/*slug")).toBe("/blog/*");
    expect(hostPattern("/app/*")).toBe("/app/*");
    expect(hostPattern("/blog")).toBeNull();
    expect(hostPattern(null)).toBeNull();
  });

  it("rewrites a client-only route's paths to its page, its built neighbours to themselves first", () => {
    const rewrites = clientOnlyRewrites(
      [
        { path: "/blog/[...slug]", matchPath: "/blog/*slug" },
        { path: "/blog/post-b", matchPath: "/blog/post-b" },
        { path: "/about", matchPath: null },
      ],
      ["/", "/blog", "/blog/post-b", "/blog/post-a", "/blog/[...slug]", "/about"],
    );
    expect(rewrites).toEqual([
      { from: "/blog/post-a", to: "/blog/post-a/", status: 200 },
      { from: "/blog/post-b", to: "/blog/post-b/", status: 200 },
      { from: "/blog/*", to: "/blog/[...slug]/", status: 200 },
    ]);
    const file = formatRedirectsFile(rewrites.slice(2), "Generated.");
    expect(file).toBe("# Generated.\n/blog/*  /blog/[...slug]/  200\n");
    expect(parseRedirectsFile(file)).toEqual(rewrites.slice(2));
  });
});
