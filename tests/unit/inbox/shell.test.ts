import { inboxShellHtml } from "../../../src/server/inbox/shell";

const html = inboxShellHtml({
  script: "/static/inbox/main-ABC123.js",
  styles: ["/static/inbox/main-DEF456.css"],
});

describe("the inbox's page", () => {
  it("is an HTML5 document in UK English, kept out of search engines", () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en-GB">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("<title>Inbox · Scalewise Studio</title>");
  });

  it("loads the bundle's stylesheet and module, into its root", () => {
    expect(html).toContain('<link rel="stylesheet" href="/static/inbox/main-DEF456.css">');
    expect(html).toContain('<script type="module" src="/static/inbox/main-ABC123.js"></script>');
    expect(html).toContain('<div id="inbox"></div>');
    expect(html).toMatch(
      /<noscript><p>The inbox needs JavaScript[^<]*passkey[^<]*<\/p><\/noscript>/,
    );
  });

  it("has nothing inline for the policy to allow", () => {
    expect(html).not.toMatch(/<style|style=|<script>|<script(?![^>]*\ssrc=)|\son[a-z]+=/i);
  });

  it("escapes the manifest's addresses", () => {
    expect(inboxShellHtml({ script: '/a.js"><x', styles: [] })).toContain(
      'src="/a.js&quot;&gt;&lt;x"',
    );
  });
});
