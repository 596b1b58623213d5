// @ts-check
// What a store holds, read through the server's own `leads --json` (the same code that writes it),
// with the environment that names the store: LEADS_DATA_DIR, or DATABASE_URL.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER = fileURLToPath(new URL("../server.mjs", import.meta.url));

/**
 * Resolves with { entries }: every submission stored.
 * @param {Record<string, string>} env
 * @returns {Promise<{ entries: import("../../src/server/store/types").Submission[] }>}
 */
export function readStored(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, "leads", "--json"], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`leads --json exited ${code}: ${err}`));
      const entries = out
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      resolve({ entries });
    });
  });
}
