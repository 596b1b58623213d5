// End-to-end gate: serves the built site (pages and functions) with `gatsby serve` on loopback and
// runs tests/e2e against it. Build first (`npm run build`); `npm test` does.
import { existsSync } from "node:fs";
import { findChrome } from "./lib/chrome.mjs";
import { run, serveBuiltSite } from "./lib/serve.mjs";

if (!existsSync("public/index.html")) {
  console.error("No built site in public/: run `npm run build` first.");
  process.exit(1);
}

const chrome = findChrome();
const server = await serveBuiltSite();

const code = await run(
  "npx",
  ["jest", "--config", "jest.e2e.config.mjs", ...process.argv.slice(2)],
  {
    env: { ...process.env, CHROME_PATH: chrome, E2E_BASE_URL: server.baseUrl },
  },
);
server.stop();
process.exit(code);
