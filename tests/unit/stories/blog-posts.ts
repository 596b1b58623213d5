// The blog's posts for a story drawn in a unit test: the same content/blog files and reading as
// stories/fixtures/blog.ts, taken from the disk, as Vite's import.meta.glob is not there.
// A test file takes them in its place with
// `jest.mock("../../../stories/fixtures/blog", () => jest.requireActual("./blog-posts"))`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { postsFrom } from "../../../stories/fixtures/blog-sources";

const folder = join(__dirname, "../../../content/blog");

export const { postSources, posts, postSource } = postsFrom(
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => readFileSync(join(folder, name), "utf8")),
);
