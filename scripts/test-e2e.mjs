// End-to-end gate: serves the built site (pages and functions) with `gatsby serve` on loopback and
// runs tests/e2e against it. Build first (`npm run build`); `npm test` does.
import { existsSync } from "node:fs";
import { findChrome } from "./lib/chrome.mjs";
import { HOST, freePort, run, startServer } from "./lib/serve.mjs";

if (!existsSync("public/index.html")) {
  console.error("No built site in public/: run `npm run build` first.");
  process.exit(1);
}

const chrome = findChrome();
const port = await freePort();
const baseUrl = `http://${HOST}:${port}`;
const server = await startServer(
  "npx",
  ["gatsby", "serve", "--host", HOST, "--port", String(port)],
  `${baseUrl}/`,
  {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  },
);

const code = await run(
  "npx",
  ["jest", "--config", "jest.e2e.config.mjs", ...process.argv.slice(2)],
  {
    env: { ...process.env, CHROME_PATH: chrome, E2E_BASE_URL: baseUrl },
  },
);
server.stop();
process.exit(code);
