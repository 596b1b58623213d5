// Renders the site's sharing cards and app icons with Chromium, into static/ (committed) and public/
// (so the current build has them too). Run after a build, and again when a page's title or
// description changes: `node scripts/render-share-images.mjs`. tests/e2e/seo.test.ts fails while a
// card says something its page no longer does.
//
// Cards: one 1200x630 PNG per route of public/sitemap.xml, at the path the page's og:image names,
// with the page's title, description and breadcrumb parent, in the site's Inter face.
// Icons: static/favicon.svg as 32, 180 (apple-touch-icon), 192 and 512 pixel PNGs, a maskable 512
// and /favicon.ico.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "node-html-parser";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { PLAYWRIGHT_CHROME_FLAGS, findChrome } from "./lib/chrome.mjs";

const require = createRequire(import.meta.url);
const site = JSON.parse(readFileSync("content/site.json", "utf8"));
const WIDTH = 1200;
const HEIGHT = 630;
const CARDS_FILE = "og/cards.json";

const sitemap = readFileSync("public/sitemap.xml", "utf8");
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);

// Chromium's screenshots, quantised: a third of the bytes, no visible change on these flat designs.
const compact = (png) => sharp(png).png({ palette: true, effort: 10, quality: 90 }).toBuffer();

function write(sitePath, data) {
  for (const root of ["static", "public"]) {
    const file = path.join(root, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
}

const escape = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char],
  );

/** What a route's card shows, read from its built page. */
function cardOf(route) {
  const root = parse(readFileSync(path.join("public", route, "index.html"), "utf8"));
  const meta = (selector) => root.querySelector(selector)?.getAttribute("content") ?? "";
  const suffix = ` | ${site.title}`;
  const fullTitle = meta('meta[property="og:title"]');
  const graph = root
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((script) => JSON.parse(script.textContent)["@graph"] ?? []);
  const trail = graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement ?? [];
  return {
    image: new URL(meta('meta[property="og:image"]')).pathname,
    eyebrow: trail.length > 2 ? trail[trail.length - 2].name : "",
    title: fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle,
    description: meta('meta[name="description"]'),
  };
}

const interFace = readFileSync(
  require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");
const favicon = readFileSync("static/favicon.svg", "utf8");
const domain = new URL(site.defaultSiteUrl).hostname.replace(/^www\./, "");

function cardHtml(card) {
  return `<!DOCTYPE html><html lang="${site.lang}"><head><style>
@font-face { font-family: "Inter Variable"; font-weight: 100 900; src: url(data:font/woff2;base64,${interFace}) format("woff2"); }
* { margin: 0; box-sizing: border-box; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: "Inter Variable", sans-serif;
  color: #ffffff; background: #0d1020; position: relative; }
.glow { position: absolute; inset: 0; background:
  radial-gradient(circle at 100% 0%, rgba(106, 92, 242, 0.55), transparent 55%),
  radial-gradient(circle at 85% 110%, rgba(20, 184, 166, 0.35), transparent 50%); }
.card { position: absolute; inset: 0; padding: 64px 72px 56px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 30px; font-weight: 700; letter-spacing: -0.01em; }
.brand svg { width: 56px; height: 56px; }
.eyebrow { margin-top: 56px; font-size: 24px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #5eead4; min-height: 29px; }
h1 { margin-top: 14px; font-size: 64px; line-height: 1.1; font-weight: 800; letter-spacing: -0.025em; max-width: 1000px;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; }
p { margin-top: 22px; font-size: 27px; line-height: 1.4; color: #d6dae6; max-width: 960px;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.foot { margin-top: auto; display: flex; justify-content: space-between; align-items: center; font-size: 24px; color: #b3bace; }
.bar { width: 220px; height: 8px; border-radius: 4px; background: linear-gradient(90deg, #6a5cf2, #14b8a6); }
</style></head><body><div class="glow"></div><div class="card">
<div class="brand">${favicon}<span>${escape(site.title)}</span></div>
<div class="eyebrow">${escape(card.eyebrow)}</div>
<h1>${escape(card.title)}</h1>
<p>${escape(card.description)}</p>
<div class="foot"><span>${escape(domain)}</span><div class="bar"></div></div>
</div></body></html>`;
}

/** The favicon full-bleed (iOS and maskable icons are cut to shape by the system), the letter
 * within the maskable safe zone (the centre 80 %) when `safeZone`. */
function squareFavicon(safeZone) {
  const square = favicon.replace(/\srx="[^"]*"/, "");
  const text = /<text[\s\S]*<\/text>/.exec(square);
  if (square === favicon || !text)
    throw new Error("static/favicon.svg changed shape: update squareFavicon in this script");
  return safeZone
    ? square.replace(
        text[0],
        `<g transform="translate(16 16) scale(0.78) translate(-16 -16)">${text[0]}</g>`,
      )
    : square;
}

const iconHtml = (svg, size) =>
  `<!DOCTYPE html><html><head><style>*{margin:0}body{width:${size}px;height:${size}px;overflow:hidden}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${svg}</body></html>`;

/** An .ico holding PNG images (every browser since IE Vista reads PNG entries). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

const browser = await chromium.launch({
  executablePath: findChrome(),
  args: PLAYWRIGHT_CHROME_FLAGS,
});
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  });
  const cards = {};
  for (const route of routes) {
    const card = cardOf(route);
    await page.setContent(cardHtml(card));
    await page.evaluate("document.fonts.ready");
    write(card.image, await compact(await page.screenshot({ type: "png" })));
    cards[card.image] = { route, ...card };
    console.log(`${card.image}  ${card.title}`);
  }
  write(CARDS_FILE, `${JSON.stringify(cards, null, 2)}\n`);

  const icon = async (svg, size) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconHtml(svg, size));
    return compact(await page.screenshot({ type: "png", omitBackground: true }));
  };
  write("icons/favicon-32.png", await icon(favicon, 32));
  write("icons/icon-192.png", await icon(favicon, 192));
  write("icons/icon-512.png", await icon(favicon, 512));
  write("icons/icon-maskable-512.png", await icon(squareFavicon(true), 512));
  write("apple-touch-icon.png", await icon(squareFavicon(false), 180));
  write(
    "favicon.ico",
    ico([
      { size: 16, data: await icon(favicon, 16) },
      { size: 32, data: await icon(favicon, 32) },
    ]),
  );
  console.log(`${routes.length} cards and the icons written to static/ and public/`);
} finally {
  await browser.close();
}
