// @ts-check
// Runs a command (`node cpu-of.mjs REPORT_FILE COMMAND ARGS...`) with this process's standard
// streams, and when it ends writes into REPORT_FILE the processor seconds it and its finished
// children used, then exits with its code. `npm test` runs each gate through it, so that gates
// running side by side are still each given their own processor time (bench/test-times.md).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { childrenCpuSeconds } from "./test-times.mjs";

const [report, command, ...args] = process.argv.slice(2);
if (!report || !command) {
  console.error("Usage: node cpu-of.mjs REPORT_FILE COMMAND [ARGS...]");
  process.exit(2);
}
const child = spawn(command, args, { stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  writeFileSync(report, String(childrenCpuSeconds()));
  process.exit(code ?? (signal ? 1 : 0));
});
