// `npm run build` must work from an install without devDependencies (`npm ci --omit=dev`, as a
// host building for production does): every package the build imports is a dependency.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import packageJson from "../../package.json";

const root = path.join(__dirname, "../..");

/** What `gatsby build`, the server bundle and the build's own scripts read. */
function buildSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.(?:ts|tsx|mjs|js|mts)$/.test(entry.name) &&
        !/\.(?:test|stories)\./.test(entry.name)
      )
        files.push(file);
    }
  };
  ["src", "plugins"].forEach(walk);
  for (const file of readdirSync(root)) if (/^gatsby-[a-z]+\.tsx?$/.test(file)) files.push(file);
  return [...files, "scripts/server.mjs", "scripts/finish-build.mjs", "scripts/precompress.mjs"];
}

/** The packages a file imports at run time (type-only imports leave nothing behind). */
function packagesImported(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^import (?!type )[^;]*?\bfrom ["']([^"']+)["']/gm),
    ...source.matchAll(/^\s*import\s+["']([^"']+)["']/gm),
    ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ...source.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? "");
  return specifiers
    .filter((name) => name && !name.startsWith(".") && !name.startsWith("node:"))
    .map((name) =>
      name
        .split("/")
        .slice(0, name.startsWith("@") ? 2 : 1)
        .join("/"),
    )
    .filter((name) => !builtinModules.includes(name));
}

it("every package the build imports is a dependency, not a devDependency", () => {
  const dependencies = new Set(Object.keys(packageJson.dependencies));
  const missing = buildSources().flatMap((file) =>
    packagesImported(readFileSync(path.join(root, file), "utf8"))
      .filter((name) => !dependencies.has(name))
      .map((name) => `${name} (${file})`),
  );
  expect(missing).toEqual([]);
});
