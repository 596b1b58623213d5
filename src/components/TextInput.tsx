import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from "@chakra-ui/react";
import type { inputRecipe } from "../theme/recipes/input";

// The theme's input recipe on a plain <input>: Chakra's Input also bundles its Field machinery.
const { withContext } = createRecipeContext({ key: "input" });

export type TextInputProps = HTMLChakraProps<"input", RecipeVariantProps<typeof inputRecipe>>;

/** A one-line text field in the theme's input style; always paired with a label. */
export const TextInput = withContext<HTMLInputElement, TextInputProps>("input");
