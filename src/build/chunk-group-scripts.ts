import { readFileSync } from "node:fs";
import path from "node:path";

interface BuildStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] } | undefined>;
}

let stats: BuildStats | null = null;

/**
 * The scripts of one named chunk group of the browser's bundles (`webpackChunkName`), as paths,
 * from the stats Gatsby writes before it renders the pages; none where there are no stats.
 */
export function chunkGroupScripts(name: string): string[] {
  if (stats === null) {
    try {
      stats = JSON.parse(
        readFileSync(path.join(process.cwd(), "public", "webpack.stats.json"), "utf8"),
      ) as BuildStats;
    } catch {
      return [];
    }
  }
  return (stats.namedChunkGroups?.[name]?.assets ?? [])
    .map((asset) => asset.name)
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file}`);
}
