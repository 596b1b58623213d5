// @ts-check
// Starts a server as a child process on loopback and waits until it answers.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

export const HOST = "127.0.0.1";

/**
 * A TCP port nothing is listening on right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child
 * @param {number} timeoutMs
 */
async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.status < 500 || url.endsWith("/api/health")) return;
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
 * @param {string} command
 * @param {string[]} args
 * @param {string} url
 * @param {{ timeoutMs?: number; env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ stop(): void }>}
 */
export async function startServer(
  command,
  args,
  url,
  { timeoutMs = 60_000, env = process.env } = {},
) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, env });
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = () => {
    if (child.exitCode !== null || child.pid === undefined) return;
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

const SERVER = new URL("../server.mjs", import.meta.url).pathname;

/**
 * @typedef {{ code: number | null; signal: NodeJS.Signals | null }} Exit
 * @typedef {object} ProductionServer
 * @property {string} baseUrl
 * @property {number | undefined} pid
 * @property {(signal?: NodeJS.Signals) => void} kill
 * @property {Promise<Exit>} exited
 * @property {() => string} output
 * @property {() => Promise<Exit>} stop
 */

/**
 * The production server (`npm run serve`: the built site and the endpoints) on a free loopback
 * port, with `env` added to this process's. Resolves once it answers; `kill(signal)` sends one
 * signal (SIGKILL for a crash), `stop()` asks it to finish and waits until it has.
 * @param {Record<string, string>} [env]
 * @returns {Promise<ProductionServer>}
 */
export async function startProductionServer(env = {}) {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, [SERVER, "serve"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, HOST, PORT: String(port) },
  });
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const kill = (/** @type {NodeJS.Signals} */ signal = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.once("exit", () => kill("SIGKILL"));
  try {
    await waitUntilUp(`${baseUrl}/api/health`, child, 60_000);
  } catch (error) {
    kill("SIGKILL");
    console.error(output);
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid,
    kill,
    exited,
    output: () => output,
    async stop() {
      kill("SIGTERM");
      return exited;
    },
  };
}

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Stops with what to run when there is no built site in public/ for a gate to check. */
export function requireBuiltSite() {
  if (existsSync("public/index.html")) return;
  console.error("No built site in public/: run `npm run build` first.");
  process.exit(1);
}
