// Build-time only. Gatsby writes each page's path into an inline script of its own
// (window.pagePath="/about"), which the Content-Security-Policy would have to allow by one hash
// per page: with the site-wide policy (see plugins/security-headers), 19 of its hashes and about
// a third of a header that some static hosts cap at 2,000 characters, growing with every post.
// One script text for every page, with the path in a data attribute, needs one hash.
import { escapeMarkup } from "../../lib/escape";

/**
 * The inline script every page carries instead of its own: Gatsby reads window.pagePath (and
 * navigates to it when it is not the address). Only a path of this site is taken, so markup
 * injected with the script and an address of its own cannot send the visitor elsewhere.
 */
export const SHARED_PAGE_PATH_SCRIPT =
  "(function(p){if(/^\\/(?!\\/)/.test(p))window.pagePath=p})(document.currentScript.dataset.pagePath)";

/**
 * Whether a built page still carries a page path script of its own (one this module does not
 * know how to rewrite), which the policy must then hash on its own. Slices have none.
 */
export function keepsOwnPagePathScript(html: string): boolean {
  return (
    html.includes('<script id="gatsby-script-loader"') &&
    !html.includes(`">${SHARED_PAGE_PATH_SCRIPT}</script>`)
  );
}

const GATSBY_PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/**
 * `html` with Gatsby's page path script replaced by the shared one. A page already rewritten, or
 * written by a Gatsby whose script differs, is returned unchanged (its own script is then hashed).
 */
export function sharePagePathScript(html: string): string {
  return html.replace(GATSBY_PAGE_PATH_SCRIPT, (script, literal: string) => {
    const path: unknown = JSON.parse(literal);
    if (typeof path !== "string") return script;
    return `<script id="gatsby-script-loader" data-page-path="${escapeMarkup(path)}">${SHARED_PAGE_PATH_SCRIPT}</script>`;
  });
}
