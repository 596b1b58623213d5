// The netlify gate: the site built as Netlify builds it and served by Netlify's own local runtime
// (`netlify serve --offline`: the build command, the packaged functions, the CDN's headers and
// rewrites), with PostgreSQL and a real SMTP server on loopback. tests/netlify checks what ships.
// The CLI is installed once into node_modules/.cache (it is no dependency of the site).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "./lib/postgres.mjs";
import { HOST, freePort, run } from "./lib/serve.mjs";

const CLI_VERSION = "27.10.2";
const CLI_DIR = path.resolve("node_modules/.cache/netlify-cli");
const CLI = path.join(CLI_DIR, "node_modules/.bin/netlify");
const READY = "Local dev server ready";
const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);

function installedVersion() {
  const manifest = path.join(CLI_DIR, "node_modules/netlify-cli/package.json");
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).version : null;
}

if (installedVersion() !== CLI_VERSION) {
  console.log(`Installing netlify-cli ${CLI_VERSION} into ${path.relative(".", CLI_DIR)}...`);
  mkdirSync(CLI_DIR, { recursive: true });
  const code = await run("npm", [
    "install",
    "--prefix",
    CLI_DIR,
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    `netlify-cli@${CLI_VERSION}`,
  ]);
  if (code !== 0 || installedVersion() !== CLI_VERSION) {
    console.error("netlify-cli did not install");
    process.exit(1);
  }
}

// The CLI keeps its settings under XDG_CONFIG_HOME: a folder of this run's, telemetry off.
const home = mkdtempSync(path.join(tmpdir(), "netlify-home-"));
mkdirSync(path.join(home, "netlify"));
writeFileSync(path.join(home, "netlify/config.json"), JSON.stringify({ telemetryDisabled: true }));
const postgres = await startPostgres({ database: "netlify_leads" });
const [port, functionsPort, staticPort, smtpPort] = await Promise.all(
  Array.from({ length: 4 }, () => freePort()),
);
const env = {
  ...process.env,
  XDG_CONFIG_HOME: home,
  NO_UPDATE_NOTIFIER: "1",
  BUILD_TELEMETRY_DISABLED: "1",
  GATSBY_TELEMETRY_DISABLED: "1",
  BROWSER: "none",
  DATABASE_URL: postgres.url,
  SMTP_URL: `smtp://${HOST}:${smtpPort}`,
  MAIL_FROM: "Scalewise Studio <hello@scalewise.studio>",
  OWNER_EMAIL: "owner@scalewise.test",
};

// As on Netlify, a build from no build: the runtime reads public/_headers when it starts and
// would serve a file left by an earlier build. Functions left in .netlify would be packaged again.
rmSync("public", { recursive: true, force: true });
rmSync(".netlify", { recursive: true, force: true });
const serve = spawn(
  CLI,
  [
    "serve",
    "--offline",
    // Edge functions would download Deno; the site has none.
    "--internal-disable-edge-functions",
    "--port",
    String(port),
    "--functions-port",
    String(functionsPort),
    "--staticServerPort",
    String(staticPort),
  ],
  { env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
);
let output = "";
for (const stream of [serve.stdout, serve.stderr]) {
  stream.on("data", (chunk) => (output = (output + chunk.toString()).slice(-40_000)));
}
const stop = () => {
  try {
    process.kill(-serve.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.once("exit", stop);

let ok = false;
try {
  const deadline = Date.now() + 15 * 60_000;
  while (!output.includes(READY) && serve.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!output.includes(READY)) throw new Error("netlify serve did not become ready");
  console.log(`netlify serve built the site and is ready after ${seconds(started)} s`);
  const code = await run(
    "npx",
    [
      "jest",
      "--config",
      "jest.e2e.config.mjs",
      "--testMatch",
      "<rootDir>/tests/netlify/**/*.test.ts",
      ...process.argv.slice(2),
    ],
    {
      env: {
        ...env,
        E2E_NETLIFY_URL: `http://${HOST}:${port}`,
        E2E_NETLIFY_CLI: CLI,
        E2E_NETLIFY_SMTP_PORT: String(smtpPort),
        E2E_DATABASE_URL: postgres.url,
      },
    },
  );
  ok = code === 0;
} catch (error) {
  console.error(`${String(error)}\n${output.slice(-6_000)}`);
} finally {
  stop();
  postgres.stop();
  rmSync(home, { recursive: true, force: true });
}
console.log(`netlify gate: ${ok ? "passed" : "FAILED"} in ${seconds(started)} s`);
process.exit(ok ? 0 : 1);
