import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import {
  importCircles,
  importGraph,
  loadProject,
  wayRound,
} from "../../../scripts/lib/import-cycles.mjs";
import importCircleRule from "../../../scripts/lib/no-import-circle.mjs";

// A small project on disk, resolved by TypeScript as ours is: each test writes its own files.
let root: string;
const write = (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
};
const at = (name: string) => path.join(root, name);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "import-circles-"));
  write({
    "tsconfig.json": JSON.stringify({
      compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true },
      include: ["src"],
    }),
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const circlesOf = () =>
  importCircles(importGraph(loadProject(at("tsconfig.json")))).map((circle: string[]) =>
    circle.map((file) => path.relative(root, file)).sort(),
  );

describe("importCircles", () => {
  it("finds none in modules that sit in layers", () => {
    write({
      "src/values.ts": "export const LIMIT = 3;",
      "src/schema.ts":
        'import { LIMIT } from "./values";\nexport const check = (n: number) => n <= LIMIT;',
      "src/form.ts":
        'import { check } from "./schema";\nimport { LIMIT } from "./values";\nexport const ok = check(LIMIT);',
    });
    expect(circlesOf()).toEqual([]);
  });

  it("counts a type-only import and a lazy one, and a module that imports itself", () => {
    write({
      "src/values.ts":
        'import type { Draft } from "./schema";\nexport const EMPTY: Draft = { name: "" };',
      "src/schema.ts":
        'import { EMPTY } from "./values";\nexport type Draft = { name: string };\nexport const empty = EMPTY;',
      "src/page.ts": 'export const part = () => import("./part");',
      "src/part.ts": 'export { part as again } from "./page";',
      "src/self.ts": 'import * as self from "./self";\nexport const me = self;',
      "src/leaf.ts": 'import { EMPTY } from "./values";\nexport const leaf = EMPTY;',
    });
    expect(circlesOf().sort()).toEqual([
      ["src/page.ts", "src/part.ts"],
      ["src/schema.ts", "src/values.ts"],
      ["src/self.ts"],
    ]);
  });

  it("shows the shortest way round from an import back to its file", () => {
    write({
      "src/a.ts": 'import "./b";',
      "src/b.ts": 'import "./c";\nimport "./d";',
      "src/c.ts": 'import "./a";',
      "src/d.ts": 'import "./c";',
    });
    const graph = importGraph(loadProject(at("tsconfig.json")));
    const [circle] = importCircles(graph);
    const way = wayRound(graph, at("src/a.ts"), at("src/b.ts"), circle);
    expect(way.map((file: string) => path.relative(root, file))).toEqual([
      "src/a.ts",
      "src/b.ts",
      "src/c.ts",
      "src/a.ts",
    ]);
  });
});

describe("the no-import-circle lint rule", () => {
  const lint = async (name: string) => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tseslint.parser },
          plugins: { imports: importCircleRule },
          rules: { "imports/no-import-circle": "error" },
        },
      ],
    });
    const [result] = await eslint.lintFiles([at(name)]);
    return result.messages.map(({ line, message }) => ({ line, message }));
  };

  it("reports the import that closes a circle, with the way round, and nothing else", async () => {
    write({
      "src/contact.ts":
        'import type { Draft } from "./contact-schema";\nexport const EMPTY: Draft = { name: "" };',
      "src/contact-schema.ts":
        'import { EMPTY } from "./contact";\nexport type Draft = { name: string };\nexport const empty = EMPTY;',
      "src/form.ts": 'import { EMPTY } from "./contact";\nexport const form = EMPTY;',
    });
    expect(await lint("src/contact.ts")).toEqual([
      {
        line: 1,
        message: "Import circle: src/contact.ts → src/contact-schema.ts → src/contact.ts",
      },
    ]);
    expect(await lint("src/form.ts")).toEqual([]);
  });
});
