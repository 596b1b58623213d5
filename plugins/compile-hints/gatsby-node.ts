import type { GatsbyNode } from "gatsby";
import type { Compiler } from "webpack";
import { COMPILE_HINT } from "./compile-hint";

const NAME = "CompileHintsPlugin";

/**
 * Puts the compile hint on the first line of every script chunk. It runs after minification,
 * which would strip the comment.
 */
class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}

// Only the browser's bundles: the HTML renderer runs in Node, which has no use for the hint.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript")
    actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};
