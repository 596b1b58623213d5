import blog from "../../content/data/blog.json";
import { postSummaries } from "../blog-content";

// The blog list's words (content/data/blog.json) against the posts of content/blog.
const postCategories = postSummaries.map((post) => post.category);

describe("blog page content", () => {
  it("has a chip for every category the posts use, in the product's order, after 'All'", () => {
    expect(blog.list.allLabel).toBe("All");
    expect(blog.list.categories).toEqual([
      { id: "business-scaling", label: "Business Scaling" },
      { id: "saas-development", label: "SaaS Development" },
      { id: "ai-automation", label: "AI Automation" },
      { id: "agency-growth", label: "Agency Growth" },
    ]);
    const ids = blog.list.categories.map((category) => category.id);
    for (const category of postCategories) expect(ids).toContain(category);
  });

  it("types no counts: the chips' numbers are computed from the posts", () => {
    for (const category of blog.list.categories)
      expect(Object.keys(category)).toEqual(["id", "label"]);
    expect(blog.list.resultsCount).toContain("{shown}");
    expect(blog.list.resultsCount).toContain("{total}");
  });
});
