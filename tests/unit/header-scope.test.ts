import { securityHeaders } from "../../src/build/security/policy";
import {
  HEADER_SCOPES,
  headersForAnswer,
  isDocumentType,
  isScriptType,
  scopeOf,
  WORKER_POLICY,
} from "../../src/lib/header-scope";

const ALL = securityHeaders("default-src 'self'");
const EVERY = ["Strict-Transport-Security", "X-Content-Type-Options"];

describe("which answers each security header is for", () => {
  it("places every header the site sends", () => {
    for (const name of Object.keys(ALL)) expect(HEADER_SCOPES).toHaveProperty(name.toLowerCase());
  });

  it("keeps nosniff and HSTS everywhere, and the rest on documents alone", () => {
    expect(Object.keys(ALL).filter((name) => scopeOf(name) === "every")).toEqual(EVERY);
    expect(Object.keys(headersForAnswer(ALL, "text/css"))).toEqual(EVERY);
    expect(Object.keys(headersForAnswer(ALL, "application/json"))).toEqual(EVERY);
    expect(headersForAnswer(ALL, "text/html; charset=utf-8")).toEqual(ALL);
  });

  it.each(["application/javascript; charset=utf-8", "text/javascript", "TEXT/JAVASCRIPT"])(
    "gives a script (%p) the strict policy a worker started from it runs under",
    (type) => {
      expect(headersForAnswer(ALL, type)).toEqual({
        "Strict-Transport-Security": ALL["Strict-Transport-Security"],
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": WORKER_POLICY,
      });
    },
  );

  it("names no script type that is not one", () => {
    expect(
      ["text/css", "application/json", "text/html", "text/javascriptx"].map(isScriptType),
    ).toEqual([false, false, false, false]);
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
});
