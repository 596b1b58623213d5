import { defineTokens } from "@chakra-ui/react";

// The brand's own scales: only what the site uses, so no part of Chakra's default theme is bundled.

const SPACING_STEPS = [
  0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40,
  48, 56, 64, 72, 80, 96,
];

export const spacing = defineTokens.spacing(
  Object.fromEntries(SPACING_STEPS.map((step) => [step, { value: `${step / 4}rem` }])),
);

export const sizes = defineTokens.sizes({
  ...spacing,
  "3xs": { value: "14rem" },
  "2xs": { value: "16rem" },
  xs: { value: "20rem" },
  sm: { value: "24rem" },
  md: { value: "28rem" },
  lg: { value: "32rem" },
  xl: { value: "36rem" },
  "2xl": { value: "42rem" },
  "3xl": { value: "48rem" },
  "4xl": { value: "56rem" },
  "5xl": { value: "64rem" },
  "6xl": { value: "72rem" },
  "7xl": { value: "80rem" },
  "8xl": { value: "90rem" },
  full: { value: "100%" },
  prose: { value: "65ch" },
});

export const fontSizes = defineTokens.fontSizes({
  "2xs": { value: "0.625rem" },
  xs: { value: "0.75rem" },
  sm: { value: "0.875rem" },
  md: { value: "1rem" },
  lg: { value: "1.125rem" },
  xl: { value: "1.25rem" },
  "2xl": { value: "1.5rem" },
  "3xl": { value: "1.875rem" },
  "4xl": { value: "2.25rem" },
  "5xl": { value: "3rem" },
  "6xl": { value: "3.75rem" },
});

export const fontWeights = defineTokens.fontWeights({
  normal: { value: "400" },
  medium: { value: "500" },
  semibold: { value: "600" },
  bold: { value: "700" },
  extrabold: { value: "800" },
});

export const lineHeights = defineTokens.lineHeights({
  tall: { value: "1.625" },
});

// Raised surfaces, in the ink colour of the brand's other shadows.
export const shadows = defineTokens.shadows({
  sm: { value: "0 1px 2px rgba(13, 16, 32, 0.06), 0 1px 3px rgba(13, 16, 32, 0.1)" },
  md: { value: "0 4px 12px rgba(13, 16, 32, 0.08), 0 2px 4px rgba(13, 16, 32, 0.06)" },
  lg: { value: "0 12px 32px rgba(13, 16, 32, 0.12), 0 4px 8px rgba(13, 16, 32, 0.06)" },
});

export const radii = defineTokens.radii({
  none: { value: "0" },
  xs: { value: "0.125rem" },
  sm: { value: "0.25rem" },
  md: { value: "0.375rem" },
  lg: { value: "0.5rem" },
  xl: { value: "0.75rem" },
  "2xl": { value: "1rem" },
  "3xl": { value: "1.5rem" },
  full: { value: "9999px" },
});

export const zIndex = defineTokens.zIndex({
  hide: { value: -1 },
  base: { value: 0 },
  docked: { value: 10 },
  sticky: { value: 1100 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  skipLink: { value: 1600 },
  toast: { value: 1700 },
});
