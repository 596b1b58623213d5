import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { readResources } from "../../src/build/resources";
import site from "../../content/site.json";

// The scaling guide's PDF as the build made it (public/resources), read back with pdf.js
// (scripts/lib/pdf-text.mjs): a cover that says whose it is, what it promises and what is in it;
// no word split by a hyphen.

const run = promisify(execFile);

it("has a cover with the studio, the promise and the contents, and hyphenates no word", async () => {
  const guide = readResources().find((resource) => resource.id === "scaling-guide");
  if (!guide) throw new Error("no scaling guide");
  const file = join("public", "resources", "scaling-guide.pdf");
  const { stdout } = await run(process.execPath, ["scripts/lib/pdf-text.mjs", file]);
  const { text } = JSON.parse(stdout) as { text: string };
  const [cover = ""] = text.split("\n");
  const squeezed = (words: string) => words.replace(/\s+/g, " ");
  expect(squeezed(cover)).toContain(site.title);
  expect(squeezed(cover)).toContain(squeezed(guide.subtitle));
  const chapters = [...guide.markdown.matchAll(/^## (.+)$/gm)].map(([, title]) => title ?? "");
  for (const chapter of chapters) expect(squeezed(cover)).toContain(chapter);
  // A break after a hyphen is the writer's own ("owner-led"); any other would be the renderer's.
  const source = readResources()
    .map((resource) => resource.markdown)
    .join("\n");
  const splits = [...text.matchAll(/([A-Za-z]+)- +([a-z]+)/g)].filter(
    ([, before, after]) => !source.includes(`${before}-${after}`),
  );
  expect(splits.map(([split]) => split)).toEqual([]);
});
