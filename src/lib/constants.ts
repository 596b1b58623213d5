// Timing and layout constants from docs/product.md#constants.
export const LOGO_ROTATION_MS = 3000;
export const HEADER_OPAQUE_AFTER_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
/** docs/product.md#forms: how long the pointer must stay out of the top edge before the popup shows. */
export const EXIT_INTENT_DWELL_MS = 100;
/** docs/product.md#constants: the background's device pixel ratio cap. */
export const BACKGROUND_MAX_PIXEL_RATIO = 1.5;
/** docs/product.md#forms: how long the testimonial carousel takes to slide. */
export const CAROUSEL_SLIDE_MS = 500;
/** docs/product.md#lead-handling: the share window's size in pixels. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;
