// Java for the HTML validator (vnu): the system's `java`, or Debian's headless runtime installed
// with apt-get when it is missing and we are root, as PostgreSQL and Chromium are.
import { spawnSync } from "node:child_process";
import { aptInstall } from "./apt.mjs";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

/** The `java` command; installs Debian's runtime when it can, else exits with what to do. */
export function findJava() {
  if (hasJava() || (aptInstall(["default-jre-headless"], "Java") && hasJava())) return "java";
  console.error("Java not found: run `sudo apt-get install -y default-jre-headless` (Debian).");
  process.exit(1);
}
