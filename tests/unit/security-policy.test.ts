import { tagScriptUrl } from "../../src/lib/analytics/gtag-commands";
import { createHash } from "node:crypto";
import { embedOrigins } from "../../src/build/security/embed-origins";
import { EMPTY_STYLE_HASH, sha256Source } from "../../src/build/security/hash";
import { inlineSources } from "../../src/build/security/inline-sources";
import {
  contentSecurityPolicy,
  DENIED_FEATURES,
  PERMISSIONS_POLICY,
  securityHeaders,
} from "../../src/build/security/policy";
import embeds from "../../content/data/embeds.json";

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );

describe("sha256Source", () => {
  it("is the quoted base64 SHA-256 CSP compares with an inline block", () => {
    const text = 'window.pagePath="/about";';
    const digest = createHash("sha256").update(text).digest("base64");
    expect(sha256Source(text)).toBe(`'sha256-${digest}'`);
  });

  it("knows the empty block's well-known hash", () => {
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("hashes the UTF-8 bytes", () => {
    expect(sha256Source("é")).not.toBe(sha256Source("e"));
  });
});

describe("inlineSources", () => {
  const page = `<!DOCTYPE html><html><head>
<style data-emotion="css-global x" data-s="">body{color:red}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">
<p title="a &gt; b" style="color:&quot;red&quot;">x</p><script>evil()</script></div></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script src="/app.js" async></script><script type="module">run("a < b && c")</script></body></html>`;
  const sources = inlineSources(page);

  it("keeps Gatsby's inline scripts byte for byte, without src or data blocks", () => {
    expect(sources.scripts).toEqual([
      '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
      'run("a < b && c")',
    ]);
  });

  it("sets apart a script inside the app's root, where content is rendered", () => {
    expect(sources.scriptsInApp).toEqual(["evil()"]);
  });

  it("reads style blocks raw and style attributes decoded, as the browser hashes them", () => {
    expect(sources.styles).toEqual(["body{color:red}"]);
    expect(sources.styleAttributes).toEqual(["outline:none", 'color:"red"']);
  });
});

describe("embedOrigins", () => {
  it("finds every embedUrl in the content, wherever it is nested", () => {
    expect(embedOrigins([embeds])).toEqual([
      "https://tools.scalewise.studio",
      "https://www.openstreetmap.org",
    ]);
  });

  it("ignores other addresses and repeats", () => {
    const content = {
      linkUrl: "https://example.org/a",
      list: [{ embedUrl: "https://a.example/x" }, { embedUrl: "https://a.example/y" }],
    };
    expect(embedOrigins([content, ["plain", 3, null]])).toEqual(["https://a.example"]);
  });

  it("refuses a frame that is not https", () => {
    expect(() => embedOrigins([{ embedUrl: "http://a.example/" }])).toThrow(
      "Embed http://a.example/ is not https",
    );
  });
});

describe("contentSecurityPolicy", () => {
  const policy = directives(
    contentSecurityPolicy({
      scriptHashes: ["'sha256-s1'", "'sha256-s1'", "'sha256-s2'"],
      styleHashes: ["'sha256-t1'"],
      frameOrigins: ["https://www.openstreetmap.org"],
    }),
  );

  it("allows the site, the given hashes (once each) and the gtag script's own URL alone", () => {
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'sha256-s1'",
      "'sha256-s2'",
      "https://www.googletagmanager.com/gtag/js",
    ]);
    // A source with a path allows that path only: not every script the tag host serves.
    expect(tagScriptUrl("G-TEST").startsWith(`${policy["script-src"]?.at(-1)}?`)).toBe(true);
  });

  it("allows styles by hash only, the empty runtime block included, never 'unsafe-inline'", () => {
    expect(policy["style-src"]).toEqual([
      "'self'",
      "'unsafe-hashes'",
      EMPTY_STYLE_HASH,
      "'sha256-t1'",
    ]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it("frames only the embeds, and is framed by nobody", () => {
    expect(policy["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("locks down everything else", () => {
    expect(policy).toMatchObject({
      "default-src": ["'self'"],
      "img-src": [
        "'self'",
        "data:",
        "https://*.google-analytics.com",
        "https://*.googletagmanager.com",
      ],
      "font-src": ["'self'"],
      "connect-src": [
        "'self'",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
    });
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("frames nothing when the content embeds nothing", () => {
    const none = contentSecurityPolicy({ scriptHashes: [], styleHashes: [], frameOrigins: [] });
    expect(directives(none)["frame-src"]).toEqual(["'none'"]);
  });
});

describe("securityHeaders", () => {
  it("is the policy with the other security headers", () => {
    expect(securityHeaders("default-src 'self'")).toEqual({
      "Content-Security-Policy": "default-src 'self'",
      "Strict-Transport-Security": "max-age=31536000",
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": PERMISSIONS_POLICY,
    });
  });

  it("denies the powerful features the site never uses", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    expect(PERMISSIONS_POLICY).toContain("browsing-topics=()");
    expect(PERMISSIONS_POLICY.split(", ")).toHaveLength(DENIED_FEATURES.length);
  });
});
