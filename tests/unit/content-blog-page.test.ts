import blog from "../../content/data/blog.json";
import { postSummaries } from "../blog-content";

// The blog list's words (content/data/blog.json) against the posts of content/blog.
const postCategories = postSummaries.map((post) => post.category);

describe("blog page content", () => {
  it("has a chip for every category the posts use, after 'All', each once", () => {
    expect(blog.list.allLabel).toBe("All");
    const ids = blog.list.categories.map((category) => category.id);
    for (const category of postCategories) expect(ids).toContain(category);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the product's four categories in its order, whatever is added", () => {
    const spec = ["business-scaling", "saas-development", "ai-automation", "agency-growth"];
    expect(blog.list.categories.filter((category) => spec.includes(category.id))).toEqual([
      { id: "business-scaling", label: "Business Scaling" },
      { id: "saas-development", label: "SaaS Development" },
      { id: "ai-automation", label: "AI Automation" },
      { id: "agency-growth", label: "Agency Growth" },
    ]);
  });

  it("types no counts: the chips' numbers are computed from the posts", () => {
    for (const category of blog.list.categories)
      expect(Object.keys(category)).toEqual(["id", "label"]);
    expect(blog.list.resultsCount).toContain("{shown}");
    expect(blog.list.resultsCount).toContain("{total}");
  });
});
