// Catalogue gate: every component in src/components, src/views, src/tools and src/inbox has a
// stories file in the mirrored folder under stories/, every interactive one has at least one play
// function, and its Docs page has a description and a described prop table (JSDoc), none of which
// opens with a file path. In src/inbox every exported component is held to that, not only the one
// the file is named after.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { docsProblems } from "./lib/component-docs.mjs";

const FOLDERS = ["components", "views", "tools", "inbox"];
const EVERY_EXPORT = new Set(["inbox"]);
// A bundle's entry renders the app into its page and declares no component of its own.
const ENTRIES = new Set([path.join("src", "inbox", "main.tsx")]);

// A component is interactive when it handles events or holds state the visitor can change.
const INTERACTIVE =
  /\bon(?:Click|Submit|Change|KeyDown|KeyUp|Input|Cancel|Focus|Blur|MouseEnter|PointerMove)\s*[=:]|\buse(?:State|Reducer)\s*[<(]/;
const PLAY = /\bplay\s*:/;

function componentFiles(folder) {
  const dir = path.join("src", folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(dir, file))
    .filter((file) => !ENTRIES.has(file));
}

const problems = [];
let checked = 0;
for (const folder of FOLDERS) {
  for (const file of componentFiles(folder)) {
    checked += 1;
    const relative = path.relative(path.join("src", folder), file);
    const stories = path.join("stories", folder, relative.replace(/\.tsx$/, ".stories.tsx"));
    if (!existsSync(stories)) {
      problems.push(`${file}: no stories file (expected ${stories})`);
      continue;
    }
    const storiesSource = readFileSync(stories, "utf8");
    const name = path.basename(file, ".tsx");
    if (!storiesSource.includes(name)) problems.push(`${stories}: does not render ${name}`);
    if (INTERACTIVE.test(readFileSync(file, "utf8")) && !PLAY.test(storiesSource)) {
      problems.push(`${stories}: ${name} is interactive but no story has a play function`);
    }
    problems.push(
      ...docsProblems(file, storiesSource, stories, { everyExport: EVERY_EXPORT.has(folder) }),
    );
  }
}

if (problems.length > 0) {
  console.error(`Story coverage: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `Story coverage: all ${checked} components have stories and a described Docs page; interactive ones have play functions.`,
);
