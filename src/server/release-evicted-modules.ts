import { join, sep } from "node:path";

const COMPILED_FUNCTIONS = `${sep}.cache${sep}functions${sep}`;

/** The parts of Node's require.cache entries this reads and trims. */
export interface LoadedModule {
  id: string;
  filename: string;
  children: LoadedModule[];
}

export type ModuleCache = Record<string, LoadedModule | undefined>;

function nodeModuleCache(): ModuleCache {
  // Node's own loader, asked for at run time: webpack rewrites an imported createRequire.
  const { createRequire } = globalThis.process.getBuiltinModule("module");
  return createRequire(join(globalThis.process.cwd(), "index.js")).cache;
}

/**
 * `gatsby serve` loads a function afresh for every request: it deletes the compiled bundle from
 * require.cache and requires it again. Node still lists every old copy in the requiring module's
 * `children`, so each request kept a whole bundle alive (about 5 MB with the body parsers Gatsby
 * bundles in) and the server ran out of memory after some 800 requests. Dropping the compiled
 * functions that are no longer in the cache from those lists lets the old copies be collected.
 * Returns how many were released.
 */
export function releaseEvictedModules(cache: ModuleCache = nodeModuleCache()): number {
  let released = 0;
  for (const parent of Object.values(cache)) {
    if (!parent?.children.length) continue;
    const kept = parent.children.filter(
      (child) => !child.filename.includes(COMPILED_FUNCTIONS) || cache[child.id] === child,
    );
    if (kept.length === parent.children.length) continue;
    released += parent.children.length - kept.length;
    parent.children = kept;
  }
  return released;
}
