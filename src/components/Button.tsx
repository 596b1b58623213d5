import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from "@chakra-ui/react";
import type { buttonRecipe } from "../theme/recipes/button";

// The theme's button recipe on a plain <button>: Chakra's own Button also bundles a loading
// spinner the site never shows.
const { withContext } = createRecipeContext({ key: "button" });

export type ButtonProps = HTMLChakraProps<"button", RecipeVariantProps<typeof buttonRecipe>>;

export const Button = withContext<HTMLButtonElement, ButtonProps>("button", {
  defaultProps: { type: "button" },
});
