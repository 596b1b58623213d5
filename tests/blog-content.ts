// The posts of content/blog as the build reads them, for tests of content and of the blog rules.
import fs from "node:fs";
import path from "node:path";
// gray-matter is the frontmatter parser gatsby-transformer-remark itself uses.
import matter from "gray-matter";
import { toPostSummary, type PostFrontmatter, type PostSummary } from "../src/lib/blog/posts";

export type Frontmatter = Record<string, unknown>;

export interface PostFile {
  file: string;
  frontmatter: Frontmatter;
  body: string;
}

const dir = path.join(__dirname, "../content/blog");

export const postFiles: PostFile[] = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const parsed = matter(fs.readFileSync(path.join(dir, file), "utf8"));
    return { file, frontmatter: parsed.data as Frontmatter, body: parsed.content };
  });

/** The summaries, once content-blog.test.ts has checked the frontmatter has the schema's types. */
export const postSummaries: PostSummary[] = postFiles.map(({ frontmatter }) =>
  toPostSummary({ ...frontmatter, slug: frontmatter.slug ?? null } as unknown as PostFrontmatter),
);
