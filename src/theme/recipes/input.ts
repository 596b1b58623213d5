import { defineRecipe } from "@chakra-ui/react";

export const inputRecipe = defineRecipe({
  className: "input",
  base: {
    width: "100%",
    minWidth: "0",
    appearance: "none",
    borderRadius: "lg",
    borderWidth: "1px",
    borderColor: "border",
    bg: "bg",
    color: "fg",
    outline: "0",
    transitionProperty: "border-color, box-shadow",
    transitionDuration: "0.2s",
    focusVisibleRing: "inside",
    focusRingColor: "brand.500",
    _invalid: { borderColor: "border.error" },
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
  },
  variants: {
    size: {
      md: { h: "11", px: "4", fontSize: "md" },
      lg: { h: "12", px: "4", fontSize: "md" },
    },
    variant: {
      outline: {},
      inverted: {
        bg: "ink.900",
        color: "white",
        borderColor: "ink.700",
        _placeholder: { color: "ink.300" },
      },
    },
  },
  defaultVariants: { size: "md", variant: "outline" },
});
