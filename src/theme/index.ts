import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from "@chakra-ui/react";
import { globalCss } from "./global-css";
import { recipes } from "./recipes";
import { semanticTokens } from "./semantic-tokens";
import { breakpoints, tokens } from "./tokens";

const brandConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(:root, :host)",
  globalCss,
  theme: { breakpoints, tokens, semanticTokens, recipes },
});

let system: SystemContext | undefined;

/**
 * Chakra's base config (utilities, conditions) plus the brand's tokens and only the recipes we
 * render; not `defaultSystem`, which would bundle every recipe and token Chakra ships.
 * Built on first use, not on import: in the browser it is built in a task of its own before
 * hydration (see gatsby-browser), rather than inside the long task that evaluates the bundle.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, brandConfig);
  return system;
}
