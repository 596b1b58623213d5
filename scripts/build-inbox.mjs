// @ts-check
// The owner's inbox (src/inbox) is a page of its own, not one of Gatsby's, so none of its code
// reaches the public pages. This bundles it for browsers into public/static/inbox/ (part of
// `npm run build`, after `gatsby build`) and writes manifest.json, naming its script and
// stylesheet, from which the server renders the page (src/server/inbox/shell.ts). File names carry
// a hash of their content, so they can be cached for good.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const ENTRY = "src/inbox/main.tsx";
const OUT_DIR = "public/static/inbox";
const PUBLIC_PATH = "/static/inbox";

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
const { metafile } = await build({
  entryPoints: [ENTRY],
  outdir: OUT_DIR,
  publicPath: PUBLIC_PATH,
  entryNames: "[name]-[hash]",
  assetNames: "[name]-[hash]",
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  // The browsers that have passkeys; an older one is left the emailed link.
  target: ["chrome108", "edge108", "firefox119", "safari16"],
  jsx: "automatic",
  // React's and Emotion's production builds: Emotion then adds its rules through insertRule into
  // empty <style> elements, which the page's style-src allows by the empty element's hash.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // The Inter faces the provider's stylesheets name, copied beside them.
  loader: { ".woff2": "file" },
  charset: "utf8",
  legalComments: "linked",
  metafile: true,
  logLevel: "warning",
});

const urlOf = (/** @type {string} */ file) => `${PUBLIC_PATH}/${path.relative(OUT_DIR, file)}`;
const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === ENTRY);
if (!entry) throw new Error(`esbuild wrote no bundle for ${ENTRY}`);
const [script, { cssBundle }] = entry;
const manifest = { script: urlOf(script), styles: cssBundle ? [urlOf(cssBundle)] : [] };
writeFileSync(path.join(OUT_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

const gzipKiB = (/** @type {string} */ file) =>
  (gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(1);
console.log(
  `Inbox: ${manifest.script} ${gzipKiB(script)} KiB gzip` +
    (cssBundle ? `, ${manifest.styles[0]} ${gzipKiB(cssBundle)} KiB gzip` : ""),
);
