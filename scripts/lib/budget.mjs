// @ts-check
// What a route costs a first-time visitor, in bytes that do not depend on the machine: the gzip
// size (as `gatsby serve` compresses) of its HTML, the scripts that run before the page is
// interactive, its CSS and the data files it fetches, and how those compare with the budgets.
// And what its document costs the browser before any script: the inline CSS it parses and matches
// (uncompressed) and the elements it styles and lays out.
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CORE_FACE } from "./inter-core.mjs";

// The built core face is named after its source, with a content hash: inter-latin-core-wght-<hash>.
const CORE_FACE_NAME = `${path.basename(CORE_FACE, ".woff2")}-`;

/** @typedef {{ js: number; css: number; total: number; inlineCss: number; elements: number }} RouteFigures */
/** @typedef {RouteFigures} RouteLimits */
/** @typedef {Record<string, { assets: { name: string }[] }>} ChunkGroups */

export const KIB = 1024;

/** @param {string | Buffer} content */
export const gzipSize = (content) => gzipSync(content, { level: 6 }).length;

/** @type {(tag: string, name: string) => string | null} */
const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? null;

/**
 * The scripts webpack loads for the page's component: its own chunk and every chunk it shares
 * with other pages. `chunkGroups` is webpack.stats.json's `namedChunkGroups`. (Gatsby's
 * `___chunkMapping` in the HTML names the component's own chunk only.)
 * @param {ChunkGroups} chunkGroups
 * @param {string} componentChunkName
 * @returns {string[]}
 */
export function componentScripts(chunkGroups, componentChunkName) {
  const group = chunkGroups[componentChunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${componentChunkName}`);
  return group.assets.map(({ name }) => `/${name}`).filter((file) => file.endsWith(".js"));
}

/**
 * Every file the route's HTML makes the browser load, and its inline CSS.
 * @param {string} html
 * @param {{ componentChunkName: string; staticQueryHashes?: string[] }} pageData
 * @param {ChunkGroups} chunkGroups
 */
export function routeAssets(html, pageData, chunkGroups) {
  const scripts = [...html.matchAll(/<script\b[^>]+\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, "rel") === "stylesheet")
    .flatMap((tag) => attribute(tag, "href") ?? []);
  const preloadedFonts = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, "rel") === "preload" && attribute(tag, "as") === "font")
    .flatMap((tag) => attribute(tag, "href") ?? []);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("");
  // The core Latin face sets every page's text, preloaded or not.
  const coreFaces = [...inlineCss.matchAll(/url\(\s*["']?([^"')\s]+)/g)]
    .map((m) => m[1])
    .filter((url) => path.posix.basename(url).startsWith(CORE_FACE_NAME));
  const fonts = [...new Set([...preloadedFonts, ...coreFaces])];
  const dataFiles = (pageData.staticQueryHashes ?? []).map(
    (hash) => `/page-data/sq/d/${hash}.json`,
  );
  return {
    scripts: [
      ...new Set([...scripts, ...componentScripts(chunkGroups, pageData.componentChunkName)]),
    ],
    stylesheets,
    fonts,
    inlineCss,
    dataFiles,
  };
}

/**
 * The elements of `html` (every start tag outside scripts, styles and comments).
 * @param {string} html
 */
export function countElements(html) {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/g, "$1");
  return markup.match(/<[a-z]/gi)?.length ?? 0;
}

/**
 * The route's figures in bytes, and its count of elements. `read(url)` returns a site file's contents (a Buffer); `pageData`
 * is the route's page-data.json, which the router fetches along with app-data.json;
 * `chunkGroups` is webpack.stats.json's `namedChunkGroups`.
 * @param {{ html: string; pageData: string; chunkGroups: ChunkGroups; read: (url: string) => Buffer }} input
 * @returns {RouteFigures}
 */
export function measureRoute({ html, pageData, chunkGroups, read }) {
  const assets = routeAssets(html, JSON.parse(pageData), chunkGroups);
  /** @param {string[]} urls */
  const sum = (urls) => urls.reduce((total, url) => total + gzipSize(read(url)), 0);
  const js = sum(assets.scripts);
  const css = gzipSize(assets.inlineCss) + sum(assets.stylesheets);
  const data = gzipSize(pageData) + sum(["/page-data/app-data.json", ...assets.dataFiles]);
  // Fonts are already compressed: their size is what travels.
  const fonts = assets.fonts.reduce((total, url) => total + read(url).length, 0);
  return {
    js,
    css,
    total: gzipSize(html) + js + sum(assets.stylesheets) + data + fonts,
    inlineCss: Buffer.byteLength(assets.inlineCss),
    elements: countElements(html),
  };
}

export const BUDGET_KEYS = /** @type {const} */ (["js", "css", "total", "inlineCss", "elements"]);
const LABELS = {
  js: "JavaScript",
  css: "CSS",
  total: "Total transfer",
  inlineCss: "Inline CSS (uncompressed)",
  elements: "The element count",
};
/** Limits in KiB, but a count of elements as it is. */
const unit = (/** @type {typeof BUDGET_KEYS[number]} */ key) => (key === "elements" ? 1 : KIB);

/** @param {number} bytes */
const kib = (bytes) => (bytes < KIB / 10 ? `${bytes} bytes` : `${(bytes / KIB).toFixed(1)} KiB`);

/**
 * Each figure over its limit, as a sentence that says by how much and what to do.
 * @param {string} route
 * @param {RouteFigures} figures
 * @param {Partial<RouteLimits> | undefined} limits
 * @returns {string[]}
 */
export function overBudget(route, figures, limits) {
  if (!limits)
    return [`${route} has no budget: add it to the budgets file (npm run budget -- --update).`];
  return BUDGET_KEYS.filter((key) => !(figures[key] <= (limits[key] ?? NaN) * unit(key))).map(
    (key) =>
      limits[key] === undefined
        ? `${route}: ${LABELS[key]} has no budget: add it to the budgets file (npm run budget -- --update).`
        : key === "elements"
          ? `${route}: ${LABELS[key]} is ${figures[key]}, over its budget of ${limits[key]} by ${figures[key] - limits[key]}.`
          : `${route}: ${LABELS[key]} is ${kib(figures[key])}, over its budget of ${limits[key]} KiB by ${kib(figures[key] - limits[key] * KIB)}.`,
  );
}

// Two builds of the same commit differ by a few bytes (chunk hashes, emitted ids), so a limit that
// sits a handful of bytes above today's figure would fail the next build for nothing.
export const JITTER_MARGIN = KIB / 4;

/**
 * Limits from today's figures plus the jitter margin, rounded up to the next whole KiB; the
 * element count as it is (the same markup gives the same count every build).
 * @param {RouteFigures} figures
 * @returns {RouteLimits}
 */
export const limitsFor = (figures) => {
  const limit = (/** @type {number} */ bytes) => Math.ceil((bytes + JITTER_MARGIN) / KIB);
  return {
    js: limit(figures.js),
    css: limit(figures.css),
    total: limit(figures.total),
    inlineCss: limit(figures.inlineCss),
    elements: figures.elements,
  };
};
