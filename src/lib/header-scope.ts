// Which security headers mean something on which answers: the rule the production server applies
// by each answer's Content-Type (src/server/http/site-headers.ts). A static host's _headers keeps
// them all on every path: docs/security.md says why.
/** "document": only where a browser runs the answer as a page; "every": on every answer. */
export type HeaderScope = "document" | "every";

/**
 * Per MDN and OWASP's HTTP Headers Cheat Sheet: a policy, the features a page may use, whether it
 * may be framed and what its links send on are read from the response that makes a document, and
 * ignored on a script, a style sheet, a font, an image or JSON (a style sheet's referrer policy
 * could differ, but the browsers' default is the one we send). nosniff is what keeps a
 * non-document from being run as one, and HSTS holds for the whole host from any answer over TLS.
 */
export const HEADER_SCOPES: Readonly<Record<string, HeaderScope>> = {
  "content-security-policy": "document",
  "permissions-policy": "document",
  "x-frame-options": "document",
  "referrer-policy": "document",
  "cross-origin-opener-policy": "document",
  "strict-transport-security": "every",
  "x-content-type-options": "every",
};

/** A header no one placed goes everywhere: an unplaced one never loses its protection. */
export const scopeOf = (name: string): HeaderScope => HEADER_SCOPES[name.toLowerCase()] ?? "every";

/**
 * The media types a browser opens as a document that can run script: HTML, XHTML, SVG and XML
 * (an XML document may hold XHTML's script element). No type at all is taken as one, since a
 * browser may then sniff it into one.
 */
const DOCUMENT_TYPE =
  /^(?:text\/html|image\/svg\+xml|text\/xml|application\/xml|application\/[\w.-]+\+xml)$/;

export function isDocumentType(contentType: string | undefined): boolean {
  const essence = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return essence === "" || DOCUMENT_TYPE.test(essence);
}

/** JavaScript by any of its media types. */
const SCRIPT_TYPE = /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/;

export function isScriptType(contentType: string | undefined): boolean {
  return SCRIPT_TYPE.test((contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "");
}

/**
 * A script's own policy. A page ignores it on the scripts it runs; a worker takes its policy from
 * its own script's answer alone, and ours (the hero's animation) only draws and imports our code.
 */
export const WORKER_POLICY = "default-src 'none'; script-src 'self'";

/**
 * The headers, of `headers`, that an answer of `contentType` carries: all on a document; else the
 * "every" ones, and on a script the policy a worker started from it would run under.
 */
export function headersForAnswer(
  headers: Readonly<Record<string, string>>,
  contentType: string | undefined,
): Record<string, string> {
  if (isDocumentType(contentType)) return { ...headers };
  const every = Object.entries(headers).filter(([name]) => scopeOf(name) === "every");
  if (isScriptType(contentType)) every.push(["Content-Security-Policy", WORKER_POLICY]);
  return Object.fromEntries(every);
}
