import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import { prepareArticleHtml } from "../../src/lib/blog/article-html";
import { isExternalLink, newTabAttributes } from "../../src/lib/links";

// A post's body from markdown to the page, as the build does it: gatsby-transformer-remark's
// parser and plugins (gfm, footnotes), its raw-HTML pass-through, then the articleHtml resolver.
const SITE = "https://www.example.co.uk";
function render(markdown: string): string {
  const processor = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });
  const tree = processor.runSync(processor.parse(markdown));
  const html = toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true });
  return prepareArticleHtml(html, SITE);
}

const HOSTILE: [string, string][] = [
  ["a script block", "Hello\n\n<script>alert(1)</script>\n\nBye"],
  ["an inline script", "Hello <script>alert(1)</script> there"],
  ["a broken-up script tag", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["an event handler", '<p onclick="alert(1)" onmouseover="alert(2)">Hi</p>'],
  ["an image with onerror", "<img src=x onerror=alert(1)>"],
  ["an SVG with onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ["a javascript: link", "[click](javascript:alert(1))"],
  ["a mixed-case javascript: link", "[click](JaVaScRiPt:alert(1))"],
  ["an entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">x</a>'],
  ["a tab in the scheme", '<a href="java&#9;script:alert(1)">x</a>'],
  ["a javascript: autolink", "<javascript:alert(1)>"],
  ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a vbscript: link", "[x](vbscript:msgbox(1))"],
  ["an iframe", '<iframe src="https://evil.example"></iframe>'],
  ["an object and an embed", '<object data="x.swf"></object><embed src="x.swf">'],
  ["a style block", "<style>body{display:none}</style>"],
  ["a style attribute", '<p style="position:fixed;inset:0">cover</p>'],
  ["a form", '<form action="https://evil.example"><input name="q"><button>Go</button></form>'],
  ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ["a base tag", '<base href="https://evil.example/">'],
  ["a stylesheet link", '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ["a script in a comment trick", "<!--><script>alert(1)</script>-->"],
  ["an image in markdown", "![x](javascript:alert(1))"],
  ["a script in a table", "| a |\n| - |\n| <script>alert(1)</script> |"],
  ["a script in a footnote", "Text[^1]\n\n[^1]: <script>alert(1)</script>"],
  ["a srcdoc frame", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["a template", "<template><script>alert(1)</script></template>"],
  ["a noscript", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
];

describe("a post's markdown reaches the page without anything that runs or restyles", () => {
  it.each(HOSTILE)("%s", (_, markdown) => {
    const html = render(markdown);
    expect(html).not.toMatch(
      /<\s*(script|iframe|object|embed|style|form|input|button|meta|base|link|svg|img|template|noscript)\b/i,
    );
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\s(srcdoc|action|formaction)\s*=/i);
    expect(html).not.toMatch(/=\s*"[^"]*(javascript|vbscript|data):/i);
  });

  it("keeps what the text says, as text", () => {
    expect(render("Hello\n\n<script>alert(1)</script>\n\nBye")).toBe("<p>Hello</p>\n\n<p>Bye</p>");
    expect(render('<p onclick="alert(1)">Hi</p>')).toBe("<p>Hi</p>");
    expect(render("[click](javascript:alert(1))")).toBe("<p><a>click</a></p>");
    expect(render("Use `<script>` tags")).toBe("<p>Use <code>&lt;script&gt;</code> tags</p>");
  });

  it("gives every link to another site rel=noopener noreferrer, whatever the content says", () => {
    expect(
      render('<a href="https://evil.example/" target="_self" rel="opener" onclick="x()">x</a>'),
    ).toBe(
      '<p><a href="https://evil.example/" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(render("[a](HTTPS://Other.Example/Path)")).toBe(
      '<p><a href="HTTPS://Other.Example/Path" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
    expect(render("<http://other.example>")).toContain('rel="noopener noreferrer"');
    expect(render("[a](//evil.example/x)")).toBe("<p><a>a</a></p>");
  });

  it("keeps the site's own links in the same tab", () => {
    expect(render(`[a](${SITE}/contact) [b](/about) [c](#top) [d](mailto:hi@example.co.uk)`)).toBe(
      '<p><a href="/contact">a</a> <a href="/about">b</a> <a href="#top">c</a> <a href="mailto:hi@example.co.uk">d</a></p>',
    );
  });

  it("never gives a heading the id of an element the page shell relies on", () => {
    const html = render("## Main content\n\n## Gatsby focus wrapper\n\n## Gatsby announcer");
    for (const id of ["main-content", "gatsby-focus-wrapper", "gatsby-announcer"]) {
      expect(html).not.toContain(`id="${id}"`);
      expect(html).toContain(`id="${id}-1"`);
    }
  });
});

describe("links in components", () => {
  it.each([
    ["https://x.example/", true],
    ["HTTP://X.EXAMPLE/", true],
    ["//x.example/", true],
    ["mailto:hi@example.co.uk", false],
    ["tel:+442890000000", false],
    ["/contact", false],
    ["#top", false],
  ])("%s opens in a new tab without access to this page: %s", (to, newTab) => {
    expect(newTabAttributes(to)).toEqual(
      newTab ? { target: "_blank", rel: "noopener noreferrer" } : {},
    );
  });

  it.each([
    ["https://x.example/", true],
    ["Mailto:hi@example.co.uk", true],
    ["//x.example/", true],
    ["/contact", false],
  ])("%s leaves the router: %s", (to, external) => {
    expect(isExternalLink(to)).toBe(external);
  });
});
