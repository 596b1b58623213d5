// The folder rules of docs/architecture.md#where-the-code-is that a machine can check: src/lib
// holds pure rules only, and the browser's code stays out of the server and the build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * Every module a file imports, as written. The keyword is a word of its own and the specifier one
 * line, so a string that reads "from" (a date filter's field) is not taken for an import.
 */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?<![\w"'.$])(?:from|import)\s*(?:\(\s*)?"([^"\n]+)"/g)].map(
    (match) => match[1],
  );
}

/** The modules a file loads when it runs: a type-only import is erased by the compiler. */
const runtimeImportsOf = (source: string): string[] =>
  importsOf(source.replace(/\bimport type [^;]*;/g, ""));

/** The source without its comments, so that a word in a comment is not taken for a call. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"])\/\/.*$/gm, "$1");
}

/** Packages that are rules themselves, or types only: they read no global state and write nothing. */
const PURE_PACKAGES = new Set([
  "sanitize-html",
  "node-html-parser",
  "minisearch",
  "schema-dts",
  "valibot",
]);

/** The browser's and Node's state: none of it belongs in a pure rule. */
const IMPURE = [
  /\bwindow\b/,
  /\bdocument\.(cookie|head|body|documentElement|readyState|querySelector\w*|getElement\w*|createElement)\b/,
  /\b(localStorage|sessionStorage|navigator|globalThis)\b/,
  /\bprocess\./,
  /\b(setTimeout|setInterval|requestIdleCallback|requestAnimationFrame|addEventListener)\s*\(/,
  /\bfetch\s*\(/,
  /\bDate\.now\s*\(/,
  /\bMath\.random\s*\(/,
];

describe("src/lib: pure rules", () => {
  const files = sourceFiles("src/lib");

  it("finds the rules", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)("%s imports only other rules and pure packages", (file) => {
    const outside = runtimeImportsOf(readFileSync(path.join(ROOT, file), "utf8")).filter(
      (specifier) => {
        if (!specifier.startsWith(".")) return !PURE_PACKAGES.has(specifier);
        const target = path.resolve(path.dirname(path.join(ROOT, file)), specifier);
        return !target.startsWith(path.join(ROOT, "src/lib") + path.sep);
      },
    );
    expect(outside).toEqual([]);
  });

  it.each(files)("%s reads no browser or process state", (file) => {
    const text = code(readFileSync(path.join(ROOT, file), "utf8"));
    expect(IMPURE.filter((pattern) => pattern.test(text)).map(String)).toEqual([]);
  });
});

/** Whether a file imports anything from under `dir` (a folder of the repository). */
const reaches = (file: string, dir: string) =>
  importsOf(readFileSync(path.join(ROOT, file), "utf8")).some(
    (specifier) =>
      specifier.startsWith(".") &&
      path
        .resolve(path.dirname(path.join(ROOT, file)), specifier)
        .startsWith(path.join(ROOT, dir) + path.sep),
  );

describe("src/browser: only the browser runs it", () => {
  it.each(["src/server", "src/build", "src/lib"])("%s imports nothing from src/browser", (dir) => {
    expect(sourceFiles(dir).filter((file) => reaches(file, "src/browser"))).toEqual([]);
  });
});

describe("src/inbox: a bundle of its own", () => {
  // The owner's inbox is built apart (scripts/build-inbox.mjs): nothing of the site's pages, its
  // server or its build may pull its code in, so none of it reaches a public page.
  it("is imported by no other source", () => {
    const others = readdirSync(path.join(ROOT, "src"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "inbox")
      .flatMap((entry) => sourceFiles(path.join("src", entry.name)));
    const roots = readdirSync(ROOT).filter((file) => /^gatsby-.*\.tsx?$/.test(file));
    expect([...others, ...roots].filter((file) => reaches(file, "src/inbox"))).toEqual([]);
  });
});
