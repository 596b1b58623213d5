import { readdirSync, readFileSync, writeFileSync } from "fs";
import { builtHtmlFiles, routeOfHtmlFile } from "../../src/build/built-pages";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { embedOrigins } from "../../src/build/security/embed-origins";
import { sha256Source } from "../../src/build/security/hash";
import { clientOnlyRewrites } from "../../src/build/security/host-files";
import { inlineSources } from "../../src/build/security/inline-sources";
import {
  keepsOwnPagePathScript,
  sharePagePathScript,
} from "../../src/build/security/page-path-script";
import { contentSecurityPolicy, securityHeaders } from "../../src/build/security/policy";
import { cacheControlFor, HASHED_FOLDER, IMMUTABLE } from "../../src/lib/cache-control";
import { formatHeadersFile, formatRedirectsFile } from "../../src/lib/host-files";

const CONTENT_DIR = path.resolve("content/data");
const GENERATED = "Written by plugins/security-headers at build time: do not edit.";

// One policy for the whole site, written as the `/*` rule of _headers. Not one per route: hosts
// apply every rule that matches a path and join a header's values, which would enforce two
// policies at once; an unknown path (the 404 page) and a client-only route match no page's rule;
// and after the first page Gatsby moves between routes without loading a document, so the first
// page's policy must allow what every page needs (the map's frame on /contact, for one).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public");
  const files = builtHtmlFiles(publicDir);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of files) {
    const built = readFileSync(file, "utf8");
    const html = sharePagePathScript(built);
    if (html !== built) writeFileSync(file, html);
    if (keepsOwnPagePathScript(html)) {
      reporter.warn(
        `${path.relative(publicDir, file)}: Gatsby's page path script has changed form, so it is hashed on its own (src/build/security/page-path-script.ts)`,
      );
    }
    const sources = inlineSources(html);
    // Content is rendered inside the app's root; a script there came from content, not Gatsby.
    if (sources.scriptsInApp.length) {
      reporter.panicOnBuild(
        `${path.relative(publicDir, file)} has an inline script inside the app: it would not be allowed`,
      );
      return;
    }
    for (const script of sources.scripts) scripts.add(sha256Source(script));
    for (const style of [...sources.styles, ...sources.styleAttributes]) {
      styles.add(sha256Source(style));
    }
  }
  const content = readdirSync(CONTENT_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file): unknown => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")));
  const policy = contentSecurityPolicy({
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    frameOrigins: embedOrigins(content),
  });
  // Files named by their content's hash are kept for a year, as the production server says;
  // a static host's default is to check every file on every visit.
  const hashed = readdirSync(publicDir)
    .filter((file) => cacheControlFor(file) === IMMUTABLE)
    .sort()
    .map((file) => ({ path: `/${file}`, headers: { "Cache-Control": IMMUTABLE } }));
  writeFileSync(
    path.join(publicDir, "_headers"),
    formatHeadersFile(
      [
        { path: "/*", headers: securityHeaders(policy) },
        { path: `/${HASHED_FOLDER}*`, headers: { "Cache-Control": IMMUTABLE } },
        ...hashed,
      ],
      GENERATED,
    ),
  );

  const result = await graphql<Queries.ClientOnlyPagesQuery>(`
    query ClientOnlyPages {
      allSitePage {
        nodes {
          path
          matchPath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages for _redirects", result.errors);
    return;
  }
  const rewrites = clientOnlyRewrites(
    result.data.allSitePage.nodes,
    files.map((file) => routeOfHtmlFile(publicDir, file)),
  );
  writeFileSync(path.join(publicDir, "_redirects"), formatRedirectsFile(rewrites, GENERATED));
};
