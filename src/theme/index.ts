import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from "@chakra-ui/react";
import { yieldToMain } from "../browser/yield-to-main";
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
 * Built on first use, not on import, so that the browser can build it in tasks of its own
 * (prepareSystem) rather than inside the long task that evaluates the bundle.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, brandConfig);
  return system;
}

/**
 * Builds the system in the browser before hydration, in short tasks of their own: first Chakra's
 * bare base system, which compiles the styled-system code on its first run, then the brand's.
 * Done in one go, or during the bundle's evaluation, it is one long task that blocks input on a
 * slow phone (Lighthouse's total blocking time; bench/results.md has the figures).
 */
export async function prepareSystem(): Promise<void> {
  await yieldToMain();
  createSystem(defaultBaseConfig);
  await yieldToMain();
  getSystem();
  await yieldToMain();
}
