import { prepareArticleHtml, slugify } from "../../src/lib/blog/article-html";

const SITE = "https://www.example.co.uk";
const prepare = (html: string) => prepareArticleHtml(html, SITE);

describe("slugify", () => {
  it("makes a readable fragment", () => {
    expect(slugify("Step 2: Build the MVP")).toBe("step-2-build-the-mvp");
    expect(slugify("Pricing & VAT — what’s owed")).toBe("pricing-vat-whats-owed");
    expect(slugify("Café")).toBe("cafe");
  });
});

describe("prepareArticleHtml", () => {
  it("gives headings unique ids and an anchor link to themselves", () => {
    const html = prepare("<h2>Pricing</h2><p>a</p><h3>Pricing</h3><h2>Next steps</h2>");
    expect(html).toContain(
      '<h2 id="pricing">Pricing<a class="heading-anchor" href="#pricing" aria-hidden="true" tabindex="-1"></a></h2>',
    );
    expect(html).toContain('<h3 id="pricing-1">');
    expect(html).toContain('<h2 id="next-steps">');
  });

  it("demotes an h1, as the page's title is its only h1", () => {
    expect(prepare("<h1>Title</h1>")).toMatch(/^<h2 id="title">Title/);
  });

  it("opens other sites in a new tab without access to this page", () => {
    const html = prepare('<p><a href="https://www.gov.uk/vat-registration">VAT</a></p>');
    expect(html).toContain(
      '<a href="https://www.gov.uk/vat-registration" target="_blank" rel="noopener noreferrer">VAT</a>',
    );
  });

  it("keeps in-site links in the same tab, site-relative", () => {
    expect(prepare('<a href="/contact">Talk</a>')).toBe('<a href="/contact">Talk</a>');
    expect(prepare(`<a href="${SITE}/services#ai-automation">AI</a>`)).toBe(
      '<a href="/services#ai-automation">AI</a>',
    );
  });

  it("removes scripts, frames, styles, event handlers and javascript: links", () => {
    const html = prepare(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><style>p{}</style><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
    );
    expect(html).toBe("<p>Hi</p><a>x</a>");
  });

  it("puts a table in a named, focusable scroll region with column headers", () => {
    const html = prepare(
      "<h2>Tiers</h2><table><thead><tr><th>Tier</th></tr></thead><tbody><tr><td>Sales</td></tr></tbody></table>",
    );
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Tiers"><table><thead><tr><th scope="col">Tier</th>',
    );
  });

  it("keeps the markdown the product names: bold, italic, lists and paragraphs", () => {
    const html = "<p><strong>b</strong> <em>i</em></p><ul><li>one</li></ul><ol><li>two</li></ol>";
    expect(prepare(html)).toBe(html);
  });
});
