import { defineRecipe } from "@chakra-ui/react";

export const buttonRecipe = defineRecipe({
  className: "button",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "transparent",
    fontWeight: "semibold",
    lineHeight: "1.2",
    whiteSpace: "nowrap",
    cursor: "pointer",
    textDecoration: "none",
    transitionProperty: "background, border-color, color, box-shadow, transform",
    transitionDuration: "0.2s",
    focusVisibleRing: "outside",
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      solid: {
        bg: "colorPalette.solid",
        color: "colorPalette.contrast",
        _hover: { bg: "colorPalette.fg", _disabled: { bg: "colorPalette.solid" } },
      },
      outline: {
        borderColor: "colorPalette.solid",
        color: "colorPalette.fg",
        bg: "transparent",
        _hover: { bg: "colorPalette.subtle" },
      },
      ghost: {
        color: "colorPalette.fg",
        bg: "transparent",
        _hover: { bg: "colorPalette.subtle" },
      },
      inverted: {
        bg: "white",
        color: "ink.950",
        _hover: { bg: "brand.50" },
      },
    },
    size: {
      sm: { h: "9", minW: "9", px: "4", fontSize: "sm" },
      md: { h: "11", minW: "11", px: "5", fontSize: "sm" },
      lg: { h: "12", minW: "12", px: "7", fontSize: "md" },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
});
