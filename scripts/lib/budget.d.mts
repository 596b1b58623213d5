export interface RouteFigures {
  js: number;
  css: number;
  total: number;
}
export type RouteLimits = RouteFigures;
export const KIB: number;
export function gzipSize(content: string | Buffer): number;
/** webpack.stats.json's `namedChunkGroups`: each chunk group's files. */
export type ChunkGroups = Record<string, { assets: { name: string }[] }>;
export function componentScripts(chunkGroups: ChunkGroups, componentChunkName: string): string[];
export function routeAssets(
  html: string,
  pageData: { componentChunkName: string; staticQueryHashes?: string[] },
  chunkGroups: ChunkGroups,
): {
  scripts: string[];
  stylesheets: string[];
  fonts: string[];
  inlineCss: string;
  dataFiles: string[];
};
export function measureRoute(input: {
  html: string;
  pageData: string;
  chunkGroups: ChunkGroups;
  read: (url: string) => Buffer;
}): RouteFigures;
export const BUDGET_KEYS: readonly ["js", "css", "total"];
export function overBudget(
  route: string,
  figures: RouteFigures,
  limits: RouteLimits | undefined,
): string[];
export const JITTER_MARGIN: number;
export function limitsFor(figures: RouteFigures): RouteLimits;
