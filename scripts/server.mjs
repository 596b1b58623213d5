// The production server's commands. The server is TypeScript (src/server); this bundles it with
// esbuild into dist/server/main.mjs whenever its sources are newer, then runs the command.
//   node scripts/server.mjs start     builds the site when a source is newer than it, then serves
//   node scripts/server.mjs serve     serves the existing build (HOST, PORT)
//   node scripts/server.mjs leads     `npm run leads` (-- --csv, --json, --retry)
//   node scripts/server.mjs migrate   `npm run db:migrate`
//   node scripts/server.mjs documents the resources' PDFs into public/ (part of `npm run build`)
//   node scripts/server.mjs settings-doc  the settings table in docs/settings.md, from its declaration
//                                         (npm run settings:doc, which then runs Prettier over it)
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const BUNDLE = "dist/server/main.mjs";
/** The PDF renderer's thread, beside the bundle (src/server/pdf). */
const PDF_WORKER = "dist/server/pdf-worker.mjs";
const SERVER_SOURCES = [
  "src/server",
  "src/lib",
  "src/emails",
  "src/documents",
  "src/build",
  "content",
  "package-lock.json",
];
const SITE_SOURCES = [
  "src",
  "content",
  "static",
  "plugins",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
];

/** The newest modification time under these paths (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else {
      latest = Math.max(latest, stats.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

const builtAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

async function bundleServer() {
  const sources = newest(SERVER_SOURCES);
  if (builtAt(BUNDLE) > sources && builtAt(PDF_WORKER) > sources) return;
  const { metafile } = await build({
    entryPoints: { main: "src/server/cli/main.ts", "pdf-worker": "src/server/pdf/worker.ts" },
    outdir: path.dirname(BUNDLE),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    // What the code imports only when it needs it (the PDF renderer, a command's own modules)
    // stays in a chunk of its own: in one file, its packages would load at every start.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    // Dependencies load from node_modules as they are published.
    packages: "external",
    sourcemap: "inline",
    logLevel: "warning",
    metafile: true,
  });
  // Chunks of earlier builds (their names carry their content's hash) are not kept.
  const built = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(file)));
  const chunks = path.join(path.dirname(BUNDLE), "chunks");
  for (const file of existsSync(chunks) ? readdirSync(chunks) : []) {
    if (!built.has(path.resolve(chunks, file))) rmSync(path.join(chunks, file), { force: true });
  }
}

const [command = "serve", ...args] = process.argv.slice(2);

if (command === "start") {
  const site = "public/index.html";
  if (!existsSync(site) || newest(SITE_SOURCES) > builtAt(site)) {
    console.log(
      existsSync(site)
        ? "Sources changed since the last build: building the site..."
        : "No build yet: building the site...",
    );
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

await bundleServer();
process.setSourceMapsEnabled(true);
const { runCommand } = await import(pathToFileURL(path.resolve(BUNDLE)).href);
const code = await runCommand(command === "start" ? "serve" : command, args);
// exitCode, not exit(): what a command wrote to a pipe is still being flushed.
if (code !== null) process.exitCode = code;
