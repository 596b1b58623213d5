// @ts-check
// The floor of the benchmark: the home page exactly as built, minus every script (and the hints
// that fetch scripts). What Lighthouse measures there is what the HTML, CSS and fonts cost alone,
// so the distance from the floor to the real page is what the JavaScript costs.

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
