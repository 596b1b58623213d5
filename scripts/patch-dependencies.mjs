// Run by npm after every install ("postinstall"). Each patch edits a pinned dependency in place and
// says why; scripts/lib/patch-text.mjs stops the install if the code it expects has changed.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { patchText } from "./lib/patch-text.mjs";

const require = createRequire(import.meta.url);

// Chakra's createSystem builds the global CSS (reset, base styles and one variable per token)
// eagerly: about 40% of the system's start-up task in the browser, for CSS that a built page
// already has in its head. Built on first read of `_global` instead; src/theme's getPageSystem
// never reads it on a built page. The same edit in Chakra's ES module and CommonJS builds.
const chakraDist = join(dirname(require.resolve("@chakra-ui/react/package.json")), "dist");
const lazyGlobalCss = [
  [
    "  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n",
    "  let builtGlobal;\n",
  ],
  [
    "    _global,\n",
    "    get _global() {\n      return builtGlobal ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n",
  ],
];

const patches = [
  { file: join(chakraDist, "esm/styled-system/system.js"), replacements: lazyGlobalCss },
  { file: join(chakraDist, "cjs/styled-system/system.cjs"), replacements: lazyGlobalCss },
];

for (const { file, replacements } of patches) {
  const text = readFileSync(file, "utf8");
  const patched = patchText(text, replacements, file);
  if (patched !== text) writeFileSync(file, patched);
}
