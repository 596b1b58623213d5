import site from "../../../content/site.json";
import { escapeMarkup } from "../../lib/escape";
import { INBOX_ROOT_ID, inboxTitle } from "../../lib/inbox/page";
import { FAVICONS } from "../../lib/web-app";

// The one HTML page of the owner's inbox, sent for every path under /inbox: the bundle does the
// rest. Nothing inline, neither script nor style, so that the page's policy can be script-src
// 'self' and style-src 'self' with only the empty <style> element's hash (Emotion's production
// mode fills its elements through insertRule, which the policy does not govern).

/** What scripts/build-inbox.mjs writes to public/static/inbox/manifest.json. */
export interface InboxManifest {
  /** The bundle's address: an ES module. */
  script: string;
  /** Its stylesheets' addresses (the Inter faces and the base rules). */
  styles: string[];
}

const attribute = (value: string) => `"${escapeMarkup(value)}"`;

/** The inbox's page from the build's manifest: a valid HTML5 document, in UK English. */
export function inboxShellHtml(manifest: InboxManifest): string {
  return [
    "<!DOCTYPE html>",
    `<html lang=${attribute(site.lang)}>`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="same-origin">',
    `<title>${escapeMarkup(inboxTitle(site.title))}</title>`,
    ...FAVICONS.map(
      (icon) =>
        `<link rel="icon" href=${attribute(icon.src)} type="image/png" sizes="${icon.size}x${icon.size}">`,
    ),
    ...manifest.styles.map((href) => `<link rel="stylesheet" href=${attribute(href)}>`),
    `<script type="module" src=${attribute(manifest.script)}></script>`,
    "</head>",
    "<body>",
    `<div id=${attribute(INBOX_ROOT_ID)}></div>`,
    "<noscript><p>The inbox needs JavaScript: signing in with a passkey is done by the browser " +
      "through it. Turn JavaScript on for this site, then reload the page.</p></noscript>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
