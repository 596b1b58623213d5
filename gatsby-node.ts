import { readdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

// Content types are declared, not inferred, one file per content area in src/schema: a missing
// optional field is null, never a build error.
const SCHEMA_DIR = path.resolve("src/schema");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(
    readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith(".graphql"))
      .sort()
      .map((file) => readFileSync(path.join(SCHEMA_DIR, file), "utf8")),
  );
};

interface IntroPagesQuery {
  allPagesJson: { nodes: { path: string }[] };
}

// Routes whose full page has not been built yet render their intro from content/data/pages.json.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<IntroPagesQuery>(`
    query IntroPages {
      allPagesJson {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load content/data/pages.json", result.errors);
    return;
  }
  const component = path.resolve("src/templates/page-intro.tsx");
  for (const { path: pagePath } of result.data.allPagesJson.nodes) {
    actions.createPage({ path: pagePath, component, context: { pagePath } });
  }
};

// Gatsby's typegen opens the generated types with a bare `/* eslint-disable */` it offers no option
// to change. ESLint and Prettier already ignore the file (eslint.config.mjs, .prettierignore), so the
// header silences nothing: it is removed once the build is done.
const TYPES_FILE = path.resolve("src/gatsby-types.d.ts");
const GENERATED_HEADER = /^\/\* eslint-disable[^*]*\*\/\n+/;

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const types = readFileSync(TYPES_FILE, "utf8");
  const withoutHeader = types.replace(GENERATED_HEADER, "");
  if (withoutHeader !== types) writeFileSync(TYPES_FILE, withoutHeader);
};
