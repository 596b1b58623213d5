import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from "@chakra-ui/react";
import type { inputRecipe } from "../theme/recipes/input";

// The input recipe on a native <select>: the platform's own picker is the most usable on phones.
const { withContext } = createRecipeContext({ key: "input" });

export type SelectInputProps = HTMLChakraProps<"select", RecipeVariantProps<typeof inputRecipe>>;

// The chevron is drawn as a background image, since appearance: none removes the native one.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2352525b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

/** A native drop-down in the theme's input style, with a drawn chevron. */
export const SelectInput = withContext<HTMLSelectElement, SelectInputProps>("select", {
  defaultProps: {
    pe: "10",
    bgImage: CHEVRON,
    bgRepeat: "no-repeat",
    backgroundPosition: "right 0.75rem center",
    bgSize: "1.25rem",
  },
});
