import { documentRulePaths, headerRuleMatcher } from "../../src/build/security/host-files";
import { securityHeaders } from "../../src/build/security/policy";
import {
  HEADER_SCOPES,
  headersForAnswer,
  isDocumentFile,
  isDocumentType,
  scopeOf,
  securityHeaderRules,
} from "../../src/lib/header-scope";
import { headersFor } from "../../src/lib/host-files";

const ALL = securityHeaders("default-src 'self'");
const EVERY = ["Strict-Transport-Security", "X-Content-Type-Options"];

describe("which answers each security header is for", () => {
  it("places every header the site sends", () => {
    for (const name of Object.keys(ALL)) expect(HEADER_SCOPES).toHaveProperty(name.toLowerCase());
  });

  it("keeps nosniff and HSTS everywhere, and the rest on documents alone", () => {
    expect(Object.keys(ALL).filter((name) => scopeOf(name) === "every")).toEqual(EVERY);
    expect(Object.keys(headersForAnswer(ALL, false))).toEqual(EVERY);
    expect(headersForAnswer(ALL, true)).toEqual(ALL);
  });

  it("sends a header no one placed everywhere", () => {
    expect(scopeOf("X-Something-New")).toBe("every");
  });

  it.each([
    "text/html; charset=utf-8",
    "TEXT/HTML",
    "application/xhtml+xml",
    "image/svg+xml",
    "application/xml",
    "text/xml; charset=utf-8",
    "application/rss+xml",
    "",
    undefined,
  ])("takes %p for a document", (type) => {
    expect(isDocumentType(type)).toBe(true);
  });

  it.each([
    "application/javascript; charset=utf-8",
    "text/javascript",
    "text/css",
    "font/woff2",
    "image/png",
    "image/avif",
    "application/json; charset=utf-8",
    "application/manifest+json",
    "text/plain",
    "application/pdf",
    "text/csv",
    "text/htmlx",
  ])("takes %p for no document", (type) => {
    expect(isDocumentType(type)).toBe(false);
  });

  it("names the files served as documents by their extension", () => {
    expect(
      ["404.html", "favicon.svg", "sitemap.xml", "a/b/index.HTML"].map(isDocumentFile),
    ).toEqual([true, true, true, true]);
    expect(
      ["app-1.js", "styles.1.css", "a.woff2", "page-data.json", "x.html.br"].map(isDocumentFile),
    ).toEqual([false, false, false, false, false]);
  });
});

describe("the security headers as a host's rules", () => {
  const rules = securityHeaderRules(ALL, ["/", "/contact", "/blog/*", "/404.html"]);
  const headersOf = headersFor(rules);

  it("gives a page every header, each once", () => {
    for (const path of ["/", "/contact", "/blog/a-post", "/404.html"]) {
      expect(headersOf(path)).toEqual(ALL);
    }
  });

  it("gives a script, a style sheet, a font or JSON nosniff and HSTS alone", () => {
    for (const path of ["/app-1a2b.js", "/styles.css", "/static/a.woff2", "/page-data/a.json"]) {
      expect(Object.keys(headersOf(path))).toEqual(EVERY);
    }
  });
});

describe("the paths of documents' rules", () => {
  it.each([
    ["/blog/*", "/blog", true],
    ["/blog/*", "/blog/a/index.html", true],
    ["/contact", "/contact/", true],
    ["/contact", "/CONTACT", true],
    ["/contact", "/contact/index.html", false],
    ["/*.html", "/a/b/index.html", true],
    ["/a.b", "/aXb", false],
  ])("%s matches %s as Netlify does: %p", (pattern, path, matches) => {
    expect(headerRuleMatcher(pattern)(path)).toBe(matches);
  });

  it("lists each document's route and file once, under the client-only pattern that covers it", () => {
    const paths = documentRulePaths(
      ["/blog/*"],
      ["/contact", "/", "/blog", "/blog/a-post", "/blog/[...slug]"],
      [
        "/index.html",
        "/contact/index.html",
        "/blog/a-post/index.html",
        "/404.html",
        "/favicon.svg",
      ],
    );
    expect(paths).toEqual([
      "/blog/*",
      "/",
      "/contact",
      "/404.html",
      "/contact/index.html",
      "/favicon.svg",
      "/index.html",
    ]);
    const all = [...paths, "/blog", "/blog/a-post/index.html", "/contact/"];
    for (const path of all) {
      expect(paths.filter((rule) => headerRuleMatcher(rule)(path))).toHaveLength(1);
    }
  });
});
