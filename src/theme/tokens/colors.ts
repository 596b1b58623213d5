import { defineTokens } from "@chakra-ui/react";

export const colors = defineTokens.colors({
  brand: {
    50: { value: "#eef0ff" },
    100: { value: "#e0e3ff" },
    200: { value: "#c6cbff" },
    300: { value: "#a3a8fd" },
    400: { value: "#7f7ff9" },
    500: { value: "#6a5cf2" },
    600: { value: "#5a40e6" },
    700: { value: "#4c33cb" },
    800: { value: "#3e2ca4" },
    900: { value: "#352a82" },
    950: { value: "#21184c" },
  },
  ink: {
    50: { value: "#f6f7fb" },
    100: { value: "#eceef5" },
    200: { value: "#d6dae6" },
    300: { value: "#b3bace" },
    400: { value: "#8891ad" },
    500: { value: "#687190" },
    600: { value: "#535b77" },
    700: { value: "#444a61" },
    800: { value: "#2f3447" },
    900: { value: "#1b1f2e" },
    950: { value: "#0d1020" },
  },
  accent: {
    200: { value: "#99f6e4" },
    300: { value: "#5eead4" },
    400: { value: "#2dd4bf" },
    500: { value: "#14b8a6" },
    700: { value: "#0f766e" },
  },
  success: {
    50: { value: "#ecfdf3" },
    200: { value: "#bbf7d0" },
    600: { value: "#15803d" },
    700: { value: "#166534" },
  },
  danger: {
    50: { value: "#fef2f2" },
    200: { value: "#fecaca" },
    400: { value: "#f87171" },
    600: { value: "#c81e1e" },
    700: { value: "#a61b1b" },
  },
  // Light washes over the dark, inverted sections.
  whiteAlpha: {
    50: { value: "rgba(255, 255, 255, 0.04)" },
    200: { value: "rgba(255, 255, 255, 0.08)" },
  },
  warning: {
    50: { value: "#fffbeb" },
    200: { value: "#fde68a" },
    700: { value: "#92400e" },
  },
});
