// Writes the core Latin Inter face (scripts/lib/inter-core.mjs): Inter's full Latin variable face
// cut to the core characters, every weight and OpenType feature kept. Compared in Chromium at
// weights 400-800, every character draws pixel for pixel as from the full face but the right
// single quotation mark (’), a few anti-aliased pixels apart at text sizes. Run it after changing
// the characters or updating @fontsource-variable/inter, then set the unicode-range it prints in
// src/theme/base.css and run `npm run font:fallback`.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { CORE_CODE_POINTS, CORE_FACE, FULL_LATIN_FACE, unicodeRange } from "./lib/inter-core.mjs";

const full = readFileSync(FULL_LATIN_FACE);
const core = await subsetFont(full, String.fromCodePoint(...CORE_CODE_POINTS), {
  targetFormat: "woff2",
});
writeFileSync(CORE_FACE, core);
console.log(`${CORE_FACE}: ${core.length} bytes (full Latin face ${full.length} bytes)`);
console.log(`unicode-range: ${unicodeRange(CORE_CODE_POINTS)};`);
