import { readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { builtHtmlFiles } from "../../src/lib/built-pages";
import { loadScriptsAfterPaint } from "../../src/lib/scripts-after-paint";

// Rewrites every built page; plugins listed after this one (the security headers, which hash the
// inline scripts) see the rewritten HTML.
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  for (const file of builtHtmlFiles(path.resolve("public"))) {
    const html = readFileSync(file, "utf8");
    const rewritten = loadScriptsAfterPaint(html);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
};
