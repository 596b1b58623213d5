import {
  chakra,
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from "@chakra-ui/react";
import { forwardRef } from "react";
import type { inputRecipe } from "../theme/recipes/input";
import { Icon } from "./Icon";

// The input recipe on a native <select>: the platform's own picker is the most usable on phones.
const { withContext } = createRecipeContext({ key: "input" });

export type SelectInputProps = HTMLChakraProps<"select", RecipeVariantProps<typeof inputRecipe>>;

const Select = withContext<HTMLSelectElement, SelectInputProps>("select", {
  defaultProps: { pe: "10" },
});

/**
 * A native drop-down in the theme's input style, with the sprite's chevron. appearance: none
 * removes the native chevron; an SVG background image would draw it again, but the browser builds
 * a whole SVG document for one, on the main thread, while the page loads.
 */
export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(
  function SelectInput(props, ref) {
    return (
      <chakra.span display="block" position="relative" minWidth="0">
        <Select ref={ref} {...props} />
        <Icon
          name="chevronDown"
          position="absolute"
          insetEnd="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color={props.variant === "inverted" ? "ink.300" : "fg.muted"}
        />
      </chakra.span>
    );
  },
);
