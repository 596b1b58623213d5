import { readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { builtPages } from "../../src/build/built-pages";
import { extractSearchDocument } from "../../src/lib/search/extract";
import type { SearchDocument } from "../../src/lib/search/rank";

interface SiteSearchOptions extends PluginOptions {
  siteTitle: string;
  /** Where the index is written and served, e.g. "/search-index.json". */
  indexPath: string;
  /** Routes that are never results (the search page itself, error pages). */
  exclude: string[];
}

// The prebuilt index the /search page fetches: title, description and headings of every
// indexable page, read from the HTML visitors get, so no page can be left out of it.
export const onPostBuild: GatsbyNode["onPostBuild"] = (_, options: SiteSearchOptions) => {
  const publicDir = path.resolve("public");
  const documents: SearchDocument[] = builtPages(publicDir)
    .filter(({ route }) => !options.exclude.some((excluded) => route.startsWith(excluded)))
    .map(({ route, file }) =>
      extractSearchDocument(readFileSync(file, "utf8"), route, options.siteTitle),
    )
    .filter((document): document is SearchDocument => document !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
  writeFileSync(path.join(publicDir, options.indexPath), JSON.stringify(documents));
};
