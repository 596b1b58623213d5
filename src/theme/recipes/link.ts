import { defineRecipe } from "@chakra-ui/react";

export const linkRecipe = defineRecipe({
  className: "link",
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    borderRadius: "sm",
    cursor: "pointer",
    textUnderlineOffset: "3px",
    focusVisibleRing: "outside",
    transitionProperty: "color",
    transitionDuration: "0.2s",
  },
  variants: {
    variant: {
      plain: { color: "inherit", _hover: { textDecoration: "underline" } },
      underline: { color: "brand.fg", textDecoration: "underline" },
      nav: {
        color: "fg.muted",
        fontWeight: "medium",
        _hover: { color: "fg" },
        _currentPage: { color: "brand.fg", fontWeight: "semibold" },
      },
    },
  },
  defaultVariants: { variant: "plain" },
});
