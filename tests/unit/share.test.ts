import {
  SHARE_ATTRIBUTES,
  shareEventFromAttributes,
  shareUrl,
  shareWindowFeatures,
} from "../../src/lib/blog/share";

const page = { title: "The Scaling Framework: £1M+ MRR", url: "https://www.example.co.uk/blog/a" };

describe("shareUrl", () => {
  it("tweets the title and the page URL", () => {
    const url = new URL(shareUrl("twitter", page));
    expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet");
    expect(url.searchParams.get("text")).toBe(page.title);
    expect(url.searchParams.get("url")).toBe(page.url);
  });

  it("shares the page URL and title on LinkedIn", () => {
    const url = new URL(shareUrl("linkedin", page));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/shareArticle");
    expect(url.searchParams.get("url")).toBe(page.url);
    expect(url.searchParams.get("title")).toBe(page.title);
  });
});

describe("shareWindowFeatures", () => {
  it("opens 600x400 (docs/product.md#constants) without access to this page", () => {
    expect(shareWindowFeatures()).toBe("width=600,height=400,noopener,noreferrer");
  });

  it("centres the window on the visitor's", () => {
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1280, height: 800 })).toBe(
      "width=600,height=400,left=440,top=250,noopener,noreferrer",
    );
  });
});

describe("shareEventFromAttributes", () => {
  const reading =
    (attributes: Record<string, string>) =>
    (name: string): string | null =>
      attributes[name] ?? null;

  it("reads a share link's network and post as the share event", () => {
    const read = reading({
      [SHARE_ATTRIBUTES.network]: "linkedin",
      [SHARE_ATTRIBUTES.item]: "scaling-framework",
    });
    expect(shareEventFromAttributes(read)).toEqual({
      method: "linkedin",
      content_type: "article",
      item_id: "scaling-framework",
    });
  });

  it("is no share for a network the site does not offer, or a link without its post", () => {
    const facebook = reading({
      [SHARE_ATTRIBUTES.network]: "facebook",
      [SHARE_ATTRIBUTES.item]: "a",
    });
    expect(shareEventFromAttributes(facebook)).toBeNull();
    expect(shareEventFromAttributes(reading({ [SHARE_ATTRIBUTES.network]: "twitter" }))).toBeNull();
    expect(shareEventFromAttributes(reading({}))).toBeNull();
  });
});
