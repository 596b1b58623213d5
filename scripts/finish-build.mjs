// After `gatsby build` (the rest of `npm run build`): the pages' preloads of the whole-page code,
// the owner's inbox bundle and then the compressed copies of every text file, beside the resources' PDFs. The PDFs are no text file, so
// the two lines of work share nothing and run at once, on the machine's two cores; each stops the
// build when it fails.
import { run } from "./lib/serve.mjs";

/** Runs commands one after another; resolves with the first failing exit code, or 0. */
async function inTurn(...commands) {
  for (const [command, ...args] of commands) {
    const code = await run(command, args);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all([
  inTurn(["node", "scripts/server.mjs", "documents"]),
  inTurn(
    ["node", "scripts/preload-full-page.mjs"],
    ["node", "scripts/build-inbox.mjs"],
    ["node", "scripts/precompress.mjs"],
  ),
]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
