import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import blogPost from "../../content/data/blog-post.json";
import { SHARE_NETWORKS } from "../../src/lib/blog/share";
import { categoryLabel } from "../../src/lib/content-blog-post";

// SPEC §2 Blog post and §3 blog categories, as content/data/blog-post.json carries them.
const dir = path.join(__dirname, "../../content/blog");
const postCategories = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => String(matter(fs.readFileSync(path.join(dir, file), "utf8")).data.category));

describe("blog post content", () => {
  it("labels SPEC's four categories", () => {
    expect(blogPost.categories).toEqual([
      { id: "business-scaling", label: "Business Scaling" },
      { id: "saas-development", label: "SaaS Development" },
      { id: "ai-automation", label: "AI Automation" },
      { id: "agency-growth", label: "Agency Growth" },
    ]);
  });

  it("has a label for the category of every post", () => {
    const ids = blogPost.categories.map((category) => category.id);
    for (const category of postCategories) expect(ids).toContain(category);
  });

  it("names a share button for each network", () => {
    for (const network of SHARE_NETWORKS) expect(blogPost.share[network]).not.toBe("");
  });

  it("ends with a call to action to /contact and leads back to /blog", () => {
    expect(blogPost.callToAction.actions.map((action) => action.to)).toEqual(["/contact"]);
    expect(blogPost.labels.back.to).toBe("/blog");
  });
});

describe("categoryLabel", () => {
  it("gives the category's label, or its id when content has none", () => {
    expect(categoryLabel(blogPost.categories, "ai-automation")).toBe("AI Automation");
    expect(categoryLabel(blogPost.categories, "new-category")).toBe("new-category");
  });
});
