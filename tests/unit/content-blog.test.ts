import fs from "node:fs";
import path from "node:path";
import blog from "../../content/data/blog.json";
import { postFiles as posts, type PostFile as Post } from "../blog-content";

// Blog posts, as content/blog carries them, against src/schema/blog.graphql. Rules that hold for
// any number of posts, so that adding one needs no change here.
const byId = (id: number): Post | undefined => posts.find((post) => post.frontmatter.postId === id);
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const withPage = posts.filter((post) => post.frontmatter.slug !== undefined);
const knownSlugs = ["scaling-framework", "saas-launch-guide", "ai-automation-roi"];

describe("blog content", () => {
  it("gives every post its own positive whole-number postId", () => {
    const ids = posts.map((post) => post.frontmatter.postId);
    for (const id of ids) expect(Number.isInteger(id) && Number(id) > 0).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
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
      expect(typeof frontmatter.featured).toBe("boolean");
      expect(String(frontmatter.readTime)).toMatch(/^\d+ min read$/);
      expect(String(frontmatter.image)).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      const tags = frontmatter.tags;
      expect(Array.isArray(tags) && tags.length > 0).toBe(true);
      if (Array.isArray(tags)) for (const tag of tags) expect(typeof tag).toBe("string");
      const image = path.join(__dirname, "../../static", String(frontmatter.image));
      expect([file, fs.existsSync(image)]).toEqual([file, true]);
    }
  });

  it("dates every post with a real day, written YYYY-MM-DD", () => {
    for (const { file, frontmatter } of posts) {
      const date = frontmatter.date;
      expect([file, typeof date]).toEqual([file, "string"]);
      expect(String(date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // 2026-02-30 would roll over into March.
      expect([file, new Date(`${String(date)}T00:00:00Z`).toISOString().slice(0, 10)]).toEqual([
        file,
        date,
      ]);
    }
  });

  it("files every post under a category the blog has a chip for", () => {
    const categories = blog.list.categories.map((category) => category.id);
    for (const { file, frontmatter } of posts)
      expect([file, categories.includes(String(frontmatter.category))]).toEqual([file, true]);
  });

  it("gives every post a page at a distinct kebab-case slug", () => {
    const slugs = withPage.map((post) => String(post.frontmatter.slug));
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("gives every post with a page a description and keywords", () => {
    for (const { file, frontmatter, body } of withPage) {
      expect([file, typeof frontmatter.description]).toEqual([file, "string"]);
      expect(String(frontmatter.description).length).toBeLessThanOrEqual(160);
      const keywords = frontmatter.keywords;
      expect([file, Array.isArray(keywords) ? keywords.length >= 4 : false]).toEqual([file, true]);
      expect(wordCount(body)).toBeGreaterThan(0);
    }
  });

  it("has the product's known slugs as full articles of at least 800 words", () => {
    for (const slug of knownSlugs) {
      const post = withPage.find((candidate) => candidate.frontmatter.slug === slug);
      expect([slug, post === undefined]).toEqual([slug, false]);
      if (post) expect(wordCount(post.body)).toBeGreaterThanOrEqual(800);
    }
  });

  it("states each post's read time from its length, at 200 words a minute", () => {
    for (const { file, frontmatter, body } of posts) {
      const minutes = Math.max(1, Math.round(wordCount(body) / 200));
      expect([file, frontmatter.readTime]).toEqual([file, `${minutes} min read`]);
    }
  });
});
