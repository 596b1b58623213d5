// The project's import graph, as TypeScript resolves it, and the circles in it. Every import
// counts, a type-only or a lazy one too: either way the two modules can no longer sit in layers,
// one below the other.
import path from "node:path";
import ts from "typescript";

const keyOf = ts.sys.useCaseSensitiveFileNames ? (name) => name : (name) => name.toLowerCase();

/** The project a tsconfig.json declares: its files, and how one of them resolves an import. */
export function loadProject(tsconfigPath) {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error(`${tsconfigPath} cannot be read`);
  const cache = ts.createModuleResolutionCache(path.dirname(tsconfigPath), keyOf, config.options);
  /** The project file `specifier` names from `importer`, or null for a package or nothing. */
  const resolve = (specifier, importer) => {
    const { resolvedModule } = ts.resolveModuleName(
      specifier,
      importer,
      config.options,
      ts.sys,
      cache,
    );
    return resolvedModule && !resolvedModule.isExternalLibraryImport
      ? path.resolve(resolvedModule.resolvedFileName)
      : null;
  };
  return { files: config.fileNames.map((file) => path.resolve(file)), resolve };
}

/** Each file with the project files it imports, read from the files as they are on disk. */
export function importGraph({ files, resolve }, readFile = ts.sys.readFile) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFile(file) ?? "", true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolve(fileName, file);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The graph's circles: each group of files that reach one another through their imports (a
 * strongly connected component, by Tarjan's algorithm), and a file that imports itself.
 */
export function importCircles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) circles.push(group.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** The shortest way round one circle: from `importer` through `target` and back to `importer`. */
export function wayRound(graph, importer, target, circle) {
  const within = new Set(circle);
  const cameFrom = new Map([[target, null]]);
  const queue = [target];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === importer) break;
    for (const next of graph.get(file) ?? []) {
      if (within.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  const back = [];
  for (let file = importer; file !== null && file !== undefined; file = cameFrom.get(file)) {
    back.push(file);
  }
  return [importer, ...back.reverse()];
}
