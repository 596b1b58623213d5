import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from "@chakra-ui/react";
import type { inputRecipe } from "../theme/recipes/input";

// The input recipe on a <textarea>: same border, focus ring and invalid state as TextInput.
const { withContext } = createRecipeContext({ key: "input" });

export type TextAreaProps = HTMLChakraProps<"textarea", RecipeVariantProps<typeof inputRecipe>>;

/** A multi-line text field in the same style as TextInput. */
export const TextArea = withContext<HTMLTextAreaElement, TextAreaProps>("textarea", {
  defaultProps: { h: "auto", py: "3", resize: "vertical", lineHeight: "1.5" },
});
