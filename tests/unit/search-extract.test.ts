import { extractSearchDocument } from "../../src/lib/search/extract";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><header><h2>Menu</h2></header><main>${body}</main></body></html>`;

describe("extractSearchDocument", () => {
  it("keeps the title without the site name, the description and the main headings", () => {
    const html = page(
      '<title>AI Automation | Scalewise Studio</title><meta name="description" content="Sales &amp; support."/>',
      "<h1>AI  automation\n that pays</h1><h2>Tiers</h2><h3>Tiers</h3><h4>Detail</h4><p>Body</p>",
    );
    expect(extractSearchDocument(html, "/services/ai-automation", "Scalewise Studio")).toEqual({
      path: "/services/ai-automation",
      kind: "page",
      title: "AI Automation",
      description: "Sales & support.",
      headings: ["AI automation that pays", "Tiers"],
    });
  });

  it("marks blog posts and keeps a title that has no site suffix", () => {
    const found = extractSearchDocument(
      page("<title>Scalewise Studio</title>", "<h1>Home</h1>"),
      "/blog/a",
      "Scalewise Studio",
    );
    expect(found?.kind).toBe("post");
    expect(found?.title).toBe("Scalewise Studio");
  });

  it("leaves out a noindex page", () => {
    const html = page(
      '<title>Drafts</title><meta name="robots" content="noindex, nofollow"/>',
      "<h1>Drafts</h1>",
    );
    expect(extractSearchDocument(html, "/drafts", "Scalewise Studio")).toBeNull();
  });
});
