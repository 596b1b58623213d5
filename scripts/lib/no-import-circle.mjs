// ESLint rule: no import circle. Each import whose module imports, in turn, the file that holds it
// is reported with the way round. The graph is TypeScript's own (see import-cycles.mjs), built once
// per project and lint run.
import path from "node:path";
import ts from "typescript";
import { importCircles, importGraph, loadProject, wayRound } from "./import-cycles.mjs";

const projects = new Map();

function projectFor(file) {
  const tsconfig = ts.findConfigFile(path.dirname(file), ts.sys.fileExists);
  if (!tsconfig) return null;
  if (!projects.has(tsconfig)) {
    const project = loadProject(tsconfig);
    const graph = importGraph(project);
    const circleOf = new Map();
    for (const circle of importCircles(graph)) {
      for (const member of circle) circleOf.set(member, circle);
    }
    projects.set(tsconfig, { ...project, graph, circleOf, root: path.dirname(tsconfig) });
  }
  return projects.get(tsconfig);
}

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCircle = {
  meta: {
    type: "problem",
    docs: { description: "Modules sit in layers: no file imports one that leads back to it" },
    messages: { circle: "Import circle: {{way}}" },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const project = projectFor(file);
    const circle = project?.circleOf.get(file);
    if (!circle) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = project.resolve(specifier, file);
      if (!target || !circle.includes(target)) return;
      const way = wayRound(project.graph, file, target, circle)
        .map((member) => path.relative(project.root, member))
        .join(" → ");
      context.report({ node, messageId: "circle", data: { way } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/** @type {import("eslint").ESLint.Plugin} */
export default { rules: { "no-import-circle": noImportCircle } };
