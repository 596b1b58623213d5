// Writes the metric-matched fallback faces for Inter (scripts/lib/inter-fallback.mjs). Run it
// after `npm run font:core` or a change of the weights the theme uses.
import { writeFileSync } from "node:fs";
import { FALLBACK_CSS, fallbackCss, fallbackFaces } from "./lib/inter-fallback.mjs";

writeFileSync(FALLBACK_CSS, await fallbackCss(await fallbackFaces()));
console.log(`${FALLBACK_CSS} written`);
