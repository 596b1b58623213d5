/**
 * @jest-environment jsdom
 */
import { buildRssFeed, rfc822Date } from "../../src/build/rss";
import { postSummaries } from "../blog-content";

const channel = {
  title: "Studio Blog",
  description: "Articles & guides",
  siteUrl: "https://www.example.co.uk",
  blogPath: "/blog",
  feedPath: "/rss.xml",
  language: "en-GB",
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");
const text = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent;

describe("buildRssFeed", () => {
  const feed = parse(buildRssFeed(channel, postSummaries));

  it("is well-formed RSS 2.0 with the channel's required elements", () => {
    expect(feed.getElementsByTagName("parsererror")).toHaveLength(0);
    const rss = feed.documentElement;
    expect([rss.tagName, rss.getAttribute("version")]).toEqual(["rss", "2.0"]);
    const channelElement = rss.getElementsByTagName("channel")[0];
    expect(text(channelElement, "title")).toBe("Studio Blog");
    expect(text(channelElement, "link")).toBe("https://www.example.co.uk/blog");
    expect(text(channelElement, "description")).toBe("Articles & guides");
    expect(text(channelElement, "language")).toBe("en-GB");
  });

  it("lists every post that has a page, newest first, and no other", () => {
    const items = [...feed.getElementsByTagName("item")];
    const withPage = postSummaries.filter((post) => post.slug !== null);
    expect(items.map((item) => text(item, "link")).sort()).toEqual(
      withPage.map((post) => `https://www.example.co.uk/blog/${post.slug}`).sort(),
    );
    const published = items.map((item) => Date.parse(text(item, "pubDate") ?? ""));
    expect(published).toEqual([...published].sort((a, b) => b - a));
    for (const item of items) {
      expect(text(item, "title")).toBeTruthy();
      expect(text(item, "guid")).toBe(text(item, "link"));
      expect(text(item, "pubDate")).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT$/);
    }
  });

  it("escapes markup in content", () => {
    const [first] = postSummaries.filter((post) => post.slug);
    const xml = buildRssFeed(channel, [{ ...first, title: "A <b> & 'quote'" }]);
    expect(text(parse(xml).getElementsByTagName("item")[0], "title")).toBe("A <b> & 'quote'");
  });

  it("gives the same feed for the same posts", () => {
    expect(buildRssFeed(channel, [...postSummaries].reverse())).toBe(
      buildRssFeed(channel, postSummaries),
    );
  });
});

describe("rfc822Date", () => {
  it("writes the day of the week and GMT", () => {
    expect(rfc822Date("2026-03-14")).toBe("Sat, 14 Mar 2026 00:00:00 GMT");
  });
});
