import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
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

// Chakra's base config (utilities, conditions) plus the brand's tokens and only the recipes we
// render; not `defaultSystem`, which would bundle every recipe and token Chakra ships.
export const system = createSystem(defaultBaseConfig, brandConfig);
