// md is docs/product.md#constants's mobile breakpoint (768px).
export const breakpoints = {
  sm: "480px",
  md: "768px",
  lg: "1024px",
  xl: "1280px",
  "2xl": "1536px",
};
