import { defineRecipe } from "@chakra-ui/react";

export const containerRecipe = defineRecipe({
  className: "container",
  base: {
    position: "relative",
    width: "100%",
    maxWidth: "7xl",
    mx: "auto",
    px: { base: "4", md: "6", lg: "8" },
  },
});
