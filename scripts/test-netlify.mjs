// The netlify gate: the site the build gate built, packaged and served by Netlify's own local
// runtime (`netlify serve --offline`: the packaged functions, the CDN's headers and rewrites), with
// PostgreSQL and a real SMTP server on loopback. tests/netlify checks what ships.
// It builds nothing: netlify.toml's `gate` context runs no build command, so the pages are the
// build gate's own public/ and the functions are packaged from this checkout, as Netlify packages
// them after its build. Run it after the build gate (`node scripts/test.mjs build netlify`).
// The CLI is no dependency of the site: it is installed once per machine, outside the clone.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { netlifyCli } from "./lib/netlify-cli.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { HOST, freePort, requireBuiltSite, run } from "./lib/serve.mjs";

const READY = "Local dev server ready";
const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);

requireBuiltSite();
const CLI = await netlifyCli();

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

// Functions left in .netlify by an earlier run would be packaged again.
rmSync(".netlify", { recursive: true, force: true });
const serve = spawn(
  CLI,
  [
    "serve",
    "--offline",
    "--context",
    "gate",
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
  console.log(`netlify serve packaged the site and is ready after ${seconds(started)} s`);
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
        // bench/test-times.md's name for this gate (scripts/lib/times-reporter.cjs).
        TEST_TIMES_NAME: "netlify",
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
