// Starts a server as a child process on loopback and waits until it answers.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export const HOST = "127.0.0.1";

/** A TCP port nothing is listening on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/**
 * Runs `command args` (which must listen on `port`) and resolves once `url` answers.
 * Returns a stop() that ends the whole process group.
 */
export async function startServer(
  command,
  args,
  url,
  { timeoutMs = 60_000, env = process.env } = {},
) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, env });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.once("exit", stop);
  try {
    await waitUntilUp(url, child, timeoutMs);
  } catch (error) {
    stop();
    console.error(output);
    throw error;
  }
  return { stop };
}

/** Preloaded into `gatsby serve`: every response gets the headers of public/_headers. */
const SERVE_HEADERS = new URL("./serve-headers.mjs", import.meta.url).href;

/** `gatsby serve` of the built site (pages and functions) on a free loopback port. */
export async function serveBuiltSite(env = {}) {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${SERVE_HEADERS}`].filter(Boolean);
  const server = await startServer(
    "npx",
    ["gatsby", "serve", "--host", HOST, "--port", String(port)],
    `${baseUrl}/`,
    {
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        NODE_OPTIONS: nodeOptions.join(" "),
        ...env,
      },
    },
  );
  return { baseUrl, stop: server.stop };
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
