import { defineSemanticTokens } from "@chakra-ui/react";

const palette = (name: string, solid: string, fg: string) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: "white" },
  fg: { value: `{colors.${name}.${fg}}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

export const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: "white" },
    subtle: { value: "{colors.ink.50}" },
    muted: { value: "{colors.ink.100}" },
    inverted: { value: "{colors.ink.950}" },
    panel: { value: "white" },
  },
  fg: {
    DEFAULT: { value: "{colors.ink.950}" },
    muted: { value: "{colors.ink.600}" },
    inverted: { value: "white" },
    invertedMuted: { value: "{colors.ink.200}" },
    success: { value: "{colors.success.700}" },
    error: { value: "{colors.danger.700}" },
  },
  border: {
    DEFAULT: { value: "{colors.ink.200}" },
    inverted: { value: "{colors.ink.800}" },
    error: { value: "{colors.danger.600}" },
  },
  brand: palette("brand", "600", "700"),
  ink: palette("ink", "900", "700"),
});
