import blogPost from "../../content/data/blog-post.json";
import { SHARE_NETWORKS } from "../../src/lib/blog/share";

// The words around a blog article, as content/data/blog-post.json carries them.
describe("blog post content", () => {
  it("names a share button for each network", () => {
    for (const network of SHARE_NETWORKS) expect(blogPost.share[network]).not.toBe("");
  });

  it("ends with a call to action to /contact and leads back to /blog", () => {
    expect(blogPost.callToAction.actions.map((action) => action.to)).toEqual(["/contact"]);
    expect(blogPost.labels.back.to).toBe("/blog");
  });
});
