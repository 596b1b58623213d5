import navigation from "../../content/data/navigation.json";
import search from "../../content/data/search.json";
import { SEARCH_PATH } from "../../src/lib/search/paths";
import { fillTemplate } from "../../src/lib/fill-template";

// The search page at /search?q= is a real page, reachable from the header of every page.
describe("search content", () => {
  it("is linked from the header as Search", () => {
    expect(navigation.search).toEqual({ label: "Search", to: SEARCH_PATH });
  });

  it("is titled Search, with one heading and no calls to action above the form", () => {
    expect(search.meta.title).toBe("Search");
    expect(search.meta.description.length).toBeGreaterThan(50);
    expect(search.hero.actions).toEqual([]);
  });

  it("names the query in the no-results and count messages", () => {
    for (const template of [search.noResults, search.resultCount.one, search.resultCount.other]) {
      expect(fillTemplate(template, { query: "saas", count: 2 })).toContain("“saas”");
    }
    expect(fillTemplate(search.resultCount.other, { query: "saas", count: 2 })).toMatch(/^2 /);
    expect(fillTemplate(search.matchedHeading, { heading: "A worked example" })).toContain(
      "A worked example",
    );
  });

  it("sends visitors it cannot help to the blog and to contact", () => {
    expect(search.suggestions.map((link) => link.to)).toEqual(["/blog", "/contact"]);
  });

  it("labels posts as articles and everything else as pages", () => {
    expect(search.kinds).toEqual({ post: "Article", page: "Page" });
  });
});
