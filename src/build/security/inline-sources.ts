// Build-time only: the inline code a built page carries, which its Content-Security-Policy must
// allow by hash.
import { parse } from "node-html-parser";

export interface InlineSources {
  /** Executable inline scripts Gatsby writes outside the app (window.pagePath and the like). */
  scripts: string[];
  /** Executable inline scripts inside the app's root, where content is rendered: never allowed. */
  scriptsInApp: string[];
  /** The text of every <style> block (Emotion's critical CSS, Gatsby's global CSS). */
  styles: string[];
  /** Every style="" attribute value (Gatsby's route announcer and focus wrapper, the icon sprite). */
  styleAttributes: string[];
}

/** The element Gatsby renders the pages into. */
export const APP_ROOT_ID = "___gatsby";

const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** Data blocks (JSON-LD and the like) are never run, so CSP does not need to allow them. */
function isExecutable(type: string | undefined): boolean {
  return SCRIPT_TYPES.has((type ?? "").trim().toLowerCase());
}

/** The inline scripts, styles and style attributes of one HTML page, as the browser hashes them. */
export function inlineSources(html: string): InlineSources {
  const root = parse(html, { comment: false });
  const sources: InlineSources = { scripts: [], scriptsInApp: [], styles: [], styleAttributes: [] };
  for (const script of root.querySelectorAll("script")) {
    if (script.hasAttribute("src") || !isExecutable(script.getAttribute("type"))) continue;
    const inApp = script.closest(`#${APP_ROOT_ID}`) !== null;
    (inApp ? sources.scriptsInApp : sources.scripts).push(script.rawText);
  }
  for (const style of root.querySelectorAll("style")) sources.styles.push(style.rawText);
  for (const element of root.querySelectorAll("[style]")) {
    sources.styleAttributes.push(element.getAttribute("style") ?? "");
  }
  return sources;
}
