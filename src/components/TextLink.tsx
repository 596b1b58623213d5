import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from "@chakra-ui/react";
import type { linkRecipe } from "../theme/recipes/link";

const { withContext } = createRecipeContext({ key: "link" });

export type TextLinkProps = HTMLChakraProps<"a", RecipeVariantProps<typeof linkRecipe>>;

/** An <a> styled by the theme's link recipe (plain, underline or nav). */
export const TextLink = withContext<HTMLAnchorElement, TextLinkProps>("a");
