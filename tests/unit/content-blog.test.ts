import fs from "node:fs";
import path from "node:path";
import { postFiles as posts, type PostFile as Post } from "../blog-content";

// docs/product.md#data blog posts, as content/blog carries them, against src/schema/blog.graphql.
const byId = (id: number): Post | undefined => posts.find((post) => post.frontmatter.postId === id);
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const fullSlugs = ["scaling-framework", "saas-launch-guide", "ai-automation-roi"];

describe("blog content", () => {
  it("has six posts with postIds 1 to 6", () => {
    expect(posts).toHaveLength(6);
    const ids = posts.map((post) => post.frontmatter.postId).sort();
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("features exactly one post, id 1", () => {
    const featured = posts.filter((post) => post.frontmatter.featured === true);
    expect(featured).toHaveLength(1);
    expect(featured[0].frontmatter.postId).toBe(1);
    expect(byId(1)?.frontmatter.slug).toBe("scaling-framework");
  });

  it("gives every post the required fields with the schema's types", () => {
    for (const { file, frontmatter } of posts) {
      for (const key of ["title", "excerpt", "author", "category", "image"]) {
        expect([file, key, typeof frontmatter[key]]).toEqual([file, key, "string"]);
        expect(String(frontmatter[key]).length).toBeGreaterThan(0);
      }
      expect(Number.isInteger(frontmatter.postId)).toBe(true);
      expect(typeof frontmatter.featured).toBe("boolean");
      expect(typeof frontmatter.date).toBe("string");
      expect(String(frontmatter.date)).toMatch(/^2026-(0[1-9]|10)-\d{2}$/);
      expect(String(frontmatter.readTime)).toMatch(/^\d+ min read$/);
      expect(String(frontmatter.image)).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      const tags = frontmatter.tags;
      expect(Array.isArray(tags) && tags.length > 0).toBe(true);
      if (Array.isArray(tags)) for (const tag of tags) expect(typeof tag).toBe("string");
      const image = path.join(__dirname, "../../static", String(frontmatter.image));
      expect(fs.existsSync(image)).toBe(true);
    }
  });

  it("has distinct dates no later than 31 October 2026", () => {
    const dates = posts.map((post) => String(post.frontmatter.date));
    expect(new Set(dates).size).toBe(6);
    for (const date of dates) expect(date <= "2026-10-31").toBe(true);
  });

  it("has the three known slugs as full articles and three coming-soon posts", () => {
    const slugs = posts.map((post) => post.frontmatter.slug).filter((slug) => slug !== undefined);
    expect([...slugs].sort()).toEqual([...fullSlugs].sort());
    expect(posts.filter((post) => post.frontmatter.slug === undefined)).toHaveLength(3);
  });

  it("gives the full articles at least 800 words, a description and keywords", () => {
    for (const slug of fullSlugs) {
      const post = posts.find((candidate) => candidate.frontmatter.slug === slug);
      expect(post).toBeDefined();
      if (!post) continue;
      expect(wordCount(post.body)).toBeGreaterThanOrEqual(800);
      expect(String(post.frontmatter.description).length).toBeLessThanOrEqual(160);
      const keywords = post.frontmatter.keywords;
      expect(Array.isArray(keywords) ? keywords.length : 0).toBeGreaterThanOrEqual(4);
    }
  });

  it("states each post's read time from its length, at 200 words a minute", () => {
    for (const { file, frontmatter, body } of posts) {
      const minutes = Math.max(1, Math.round(wordCount(body) / 200));
      expect([file, frontmatter.readTime]).toEqual([file, `${minutes} min read`]);
    }
  });

  it("counts business-scaling 2, saas-development 2, ai-automation 1, agency-growth 1", () => {
    const counts: Record<string, number> = {};
    for (const post of posts) {
      const category = String(post.frontmatter.category);
      counts[category] = (counts[category] ?? 0) + 1;
    }
    expect(counts).toEqual({
      "business-scaling": 2,
      "saas-development": 2,
      "ai-automation": 1,
      "agency-growth": 1,
    });
  });
});
