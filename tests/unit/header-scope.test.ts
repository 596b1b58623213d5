import { securityHeaders } from "../../src/build/security/policy";
import {
  HEADER_SCOPES,
  headersForAnswer,
  isDocumentType,
  scopeOf,
} from "../../src/lib/header-scope";

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

});
