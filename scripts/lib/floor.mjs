// @ts-check
// The floor of the benchmark: the home page exactly as built, minus every script (and the hints
// that fetch scripts). What Lighthouse measures there is what the HTML, CSS and fonts cost alone,
// so the distance from the floor to the real page is what the JavaScript costs.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeCompressedCopies } from "./compressed-copies.mjs";

/**
 * `html` without executable scripts or script preloads; JSON-LD (data, not code) stays.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script(?![^>]*type="application\/ld\+json")(?:\s[^>]*)?>[\s\S]*?<\/script>/g, "")
    .replace(/<link\s[^>]*\bas="script"[^>]*>/g, "");
}

/** Where the bench writes the floor in public/, and the URL path it is served at. */
export const FLOOR_FILE = "__floor.html";
export const FLOOR_ROUTE = `/${FLOOR_FILE}`;

/**
 * Writes the floor beside the built home page, with the compressed copies every page has, and
 * returns what removes them again.
 * @param {string} [publicDir]
 */
export function writeFloor(publicDir = "public") {
  const file = path.join(publicDir, FLOOR_FILE);
  const html = stripScripts(readFileSync(path.join(publicDir, "index.html"), "utf8"));
  writeFileSync(file, html);
  writeCompressedCopies(file, Buffer.from(html));
  return () => {
    for (const written of [file, `${file}.br`, `${file}.gz`]) rmSync(written, { force: true });
  };
}
