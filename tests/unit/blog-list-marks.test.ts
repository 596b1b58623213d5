import fc from "fast-check";
import blog from "../../content/data/blog.json";
import { isBlogFilterData, listedPost } from "../../src/lib/blog/list-marks";
import { filterPosts, resultsLine } from "../../src/lib/blog/posts";
import { postSummaries } from "../blog-content";

const copy = { resultsCount: blog.list.resultsCount, resultsComing: blog.list.resultsComing };
const written = JSON.stringify({ posts: postSummaries.map(listedPost), copy });

describe("the blog list's filter data", () => {
  it("is read back from the attribute the list writes, every post with it", () => {
    const data: unknown = JSON.parse(written);
    expect(isBlogFilterData(data)).toBe(true);
    if (!isBlogFilterData(data)) return;
    expect(data.posts.map((post) => post.id)).toEqual(postSummaries.map((post) => post.id));
  });

  it("filters and counts as the posts themselves do", () => {
    const data: unknown = JSON.parse(written);
    if (!isBlogFilterData(data)) throw new Error("unreadable");
    for (const query of ["", "saas", "scaling", "blockchain"]) {
      const filters = { query, category: "all" };
      const fromData = filterPosts(data.posts, filters);
      const fromPosts = filterPosts(postSummaries, filters);
      expect(fromData.map((post) => post.id)).toEqual(fromPosts.map((post) => post.id));
      expect(resultsLine(copy, fromData, data.posts.length)).toBe(
        resultsLine(copy, fromPosts, postSummaries.length),
      );
    }
  });

  it("carries only what filtering and the count read", () => {
    const [first] = postSummaries;
    if (!first) throw new Error("no posts");
    expect(Object.keys(listedPost(first)).sort()).toEqual(
      ["category", "excerpt", "featured", "id", "slug", "tags", "title"].sort(),
    );
  });

  it("refuses anything else", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(isBlogFilterData(value)).toBe(false);
      }),
    );
    expect(isBlogFilterData({ posts: [{ id: "1" }], copy })).toBe(false);
    expect(isBlogFilterData({ posts: [], copy: { resultsCount: "x" } })).toBe(false);
  });
});
