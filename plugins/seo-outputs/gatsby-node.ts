import { readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { builtPages } from "../../src/build/built-pages";
import { absoluteUrl } from "../../src/lib/seo";
import { buildRobotsTxt, buildSitemapXml, sitemapEntry } from "../../src/build/sitemap";
import { MANIFEST_PATH, buildWebManifest, type WebManifestInput } from "../../src/lib/web-app";

interface SeoOutputsOptions extends PluginOptions {
  siteUrl: string;
  sitemapPath: string;
  robotsPath: string;
  /** Path prefixes crawlers are asked to leave alone (robots.txt's Disallow lines). */
  disallowed: string[];
  manifest: WebManifestInput;
}

// Written after the pages: the sitemap lists each page whose own head lets it be indexed, at the
// canonical URL that head gives (src/build/sitemap.ts), so the two cannot disagree.
export const onPostBuild: GatsbyNode["onPostBuild"] = (
  { reporter },
  options: SeoOutputsOptions,
) => {
  const publicDir = path.resolve("public");
  const entries = builtPages(publicDir).flatMap(({ file }) => {
    const entry = sitemapEntry(readFileSync(file, "utf8"));
    return entry ? [entry] : [];
  });
  if (entries.length === 0)
    reporter.panicOnBuild("No built page may be indexed: the sitemap is empty");
  const write = (sitePath: string, text: string) =>
    writeFileSync(path.join(publicDir, sitePath), text);
  write(options.sitemapPath, buildSitemapXml(entries));
  const sitemapUrl = absoluteUrl(options.siteUrl, options.sitemapPath);
  write(options.robotsPath, buildRobotsTxt(sitemapUrl, options.disallowed));
  write(MANIFEST_PATH, `${JSON.stringify(buildWebManifest(options.manifest), null, 2)}\n`);
};
