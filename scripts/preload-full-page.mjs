// After `gatsby build`: every page that the browser renders whole asks for that code (the
// `full-page` chunk group: Chakra and the shell) from its head, so that it arrives beside the
// app's rather than after it. A kept page (src/lib/kept-pages.ts, marked by KEPT_PAGE_ATTRIBUTE
// in its HTML) never needs it, and does not ask. Done here, not in gatsby-ssr: the chunks' names
// are known only from the stats file, which a page's render may not read.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const PUBLIC = "public";
const KEPT_PAGE = /<div data-kept-page=""/;
const GATSBY_PAGE = 'id="___gatsby"';

const stats = JSON.parse(readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8"));
const scripts = (stats.namedChunkGroups?.["full-page"]?.assets ?? [])
  .map((asset) => asset.name)
  .filter((name) => name.endsWith(".js"));
if (scripts.length === 0)
  throw new Error("public/webpack.stats.json names no full-page chunk group");
const links = scripts.map((src) => `<link rel="preload" as="script" href="/${src}"/>`).join("");

let pages = 0;
for (const file of readdirSync(PUBLIC, { recursive: true }).map(String)) {
  if (!file.endsWith(".html")) continue;
  const target = path.join(PUBLIC, file);
  if (!statSync(target).isFile()) continue;
  const html = readFileSync(target, "utf8");
  if (!html.includes(GATSBY_PAGE) || KEPT_PAGE.test(html)) continue;
  // A later build that left this page's HTML as it was (Gatsby's incremental builds) finds the
  // links already there.
  if (html.includes(links)) continue;
  if (!html.includes("</head>")) throw new Error(`${target} has no </head>`);
  writeFileSync(target, html.replace("</head>", `${links}</head>`));
  pages += 1;
}
console.log(`Whole-page code preloaded by ${pages} pages: ${scripts.join(", ")}`);
