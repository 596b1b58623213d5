import { readdirSync, readFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import TerserPlugin from "terser-webpack-plugin";
import { postPath } from "./src/lib/blog/posts";
import { CONFIRM_STATES, confirmPath } from "./src/lib/leads/confirm";
import { THANK_YOU_IDS, thankYouPath } from "./src/lib/leads/form-ids";
import { MY_DATA_STATES, myDataPath } from "./src/lib/leads/my-data";
import { UNSUBSCRIBE_STATES, unsubscribePath } from "./src/lib/leads/unsubscribe";
import { readSettings, SettingsError } from "./src/server/settings";

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

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.PagesToCreateQuery>(`
    query PagesToCreate {
      allMarkdownRemark(filter: { frontmatter: { slug: { ne: null } } }) {
        nodes {
          frontmatter {
            slug
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the posts in content/blog", result.errors);
    return;
  }

  // A page per post that has a slug (the others are Coming Soon on the list). Any other /blog/...
  // path is src/pages/blog/[...slug].tsx, which sends the visitor on to /blog.
  const postPage = path.resolve("src/templates/blog-post.tsx");
  for (const { frontmatter } of result.data.allMarkdownRemark.nodes) {
    const { slug } = frontmatter;
    if (slug) actions.createPage({ path: postPath(slug), component: postPage, context: { slug } });
  }

  // Where a form posted without scripts lands (docs/product.md#departures): unlisted, noindex.
  const thankYouPage = path.resolve("src/templates/thank-you.tsx");
  for (const id of THANK_YOU_IDS) {
    actions.createPage({ path: thankYouPath(id), component: thankYouPage, context: { id } });
  }

  // Where an email's unsubscribe link opens, and what it shows after: unlisted, noindex.
  const unsubscribePage = path.resolve("src/templates/unsubscribe.tsx");
  for (const state of UNSUBSCRIBE_STATES) {
    actions.createPage({
      path: unsubscribePath(state),
      component: unsubscribePage,
      context: { state },
    });
  }

  // Where the link in a sign-up's email opens (double opt-in): the page whose button confirms
  // the subscription (the server fills in its token), and what follows. Unlisted, noindex.
  const confirmPage = path.resolve("src/templates/confirm.tsx");
  for (const state of CONFIRM_STATES) {
    actions.createPage({ path: confirmPath(state), component: confirmPage, context: { state } });
  }

  // A visitor's own way to their data: the page that asks for their address, the one the emailed
  // link opens (the server fills in its token and address), and what follows. Unlisted, noindex.
  const myDataPage = path.resolve("src/templates/my-data.tsx");
  for (const state of MY_DATA_STATES) {
    actions.createPage({ path: myDataPath(state), component: myDataPage, context: { state } });
  }
};

// On a host whose disk does not last, leads need PostgreSQL; and a bad setting stops the server's
// start: say so while building, not when the first visitor's lead is refused.
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  let store;
  try {
    store = readSettings(process.env).store;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    reporter.warn(`The server will not start: ${error.message}.`);
    return;
  }
  if (store.kind === "none") {
    reporter.warn(`Leads cannot be stored: ${store.why}. Set DATABASE_URL for the functions.`);
  }
};

/**
 * The browser's scripts minified by SWC in place of Terser, with the options Gatsby gives Terser
 * (output safe for ES5 parsers, Safari 10's mangling): the same kind of minifier, in a fraction
 * of the build's time, and its output is no larger.
 */
const swcMinifier = () =>
  new TerserPlugin({
    exclude: /\.min\.js/,
    minify: TerserPlugin.swcMinify,
    terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } },
  });

interface ChunkGraphLike {
  getModuleChunksIterable(module: ModuleLike): Iterable<{ name?: string | null }>;
}
interface ModuleLike {
  nameForCondition(): string | null;
}

// What a kept page's own code shares with the whole-page code: left out of the shell chunk, which a
// kept page must not need (a module this small is copied into each chunk that uses it instead).
const SHARED_WITH_KEPT_PAGES =
  /[\\/]src[\\/](?:components[\\/]static-part|browser[\\/]leads[\\/]lazy-submissions)\.ts$/;

/**
 * How the browser's code is split for kept pages (docs/performance.md#kept-pages). One chunk,
 * `shell`, holds Chakra's run-time system (its styled system, Emotion and their helpers) and every
 * other module the whole-page code uses (the shell, the theme, the forms' parts): a page rendered
 * whole always loads it, and webpack would otherwise copy the smaller ones into each page's chunk. No `commons` chunk: Gatsby's gathers the modules all pages
 * share, and a kept page would fetch it whole.
 */
function splitForKeptPages(cacheGroups: Record<string, unknown>): void {
  if (!("commons" in cacheGroups)) throw new Error("Gatsby's webpack config has no commons chunk");
  cacheGroups.commons = false;
  cacheGroups.chakra = {
    name: "shell",
    test: /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?!components[\\/])|(@emotion|@pandacss|stylis|react-is|hoist-non-react-statics)[\\/])/,
    chunks: "async",
    priority: 30,
    enforce: true,
  };
  cacheGroups.shell = {
    name: "shell",
    test: (module: ModuleLike, { chunkGraph }: { chunkGraph: ChunkGraphLike }) =>
      !SHARED_WITH_KEPT_PAGES.test(module.nameForCondition() ?? "") &&
      [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === "full-page"),
    chunks: "async",
    priority: 25,
    enforce: true,
  };
}

// No source maps for the browser's bundles: they would publish the code's full source, and no
// one debugs the production build from them.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
}) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const minimizers: unknown[] = config.optimization.minimizer;
  const terser = minimizers.findIndex((plugin) => plugin instanceof TerserPlugin);
  // A Gatsby that minifies otherwise must be looked at, not silently left to Terser's default.
  if (terser < 0) throw new Error("Gatsby's webpack config has no Terser minimizer to replace");
  minimizers[terser] = swcMinifier();
  splitForKeptPages(config.optimization.splitChunks.cacheGroups);
  actions.replaceWebpackConfig({ ...config, devtool: false });
};
