import { defineRecipe } from "@chakra-ui/react";

export const headingRecipe = defineRecipe({
  className: "heading",
  base: {
    fontFamily: "heading",
    fontWeight: "bold",
    letterSpacing: "-0.02em",
    color: "inherit",
  },
  variants: {
    size: {
      sm: { fontSize: "md", lineHeight: "1.4" },
      md: { fontSize: "lg", lineHeight: "1.4" },
      lg: { fontSize: "2xl", lineHeight: "1.3" },
      xl: { fontSize: { base: "3xl", md: "4xl" }, lineHeight: "1.2" },
      "2xl": { fontSize: { base: "4xl", md: "5xl" }, lineHeight: "1.1" },
    },
  },
  defaultVariants: { size: "lg" },
});
