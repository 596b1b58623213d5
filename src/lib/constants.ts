// Timing and layout constants from docs/product.md#constants.
export const LOGO_ROTATION_MS = 3000;
export const HEADER_OPAQUE_AFTER_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
/** How long the pointer must stay out of the top edge before the exit popup shows. */
export const EXIT_INTENT_DWELL_MS = 100;
/** The most device pixels per CSS pixel the animated background draws. */
export const BACKGROUND_MAX_PIXEL_RATIO = 1.5;
/** How long the testimonial carousel takes to slide. */
export const CAROUSEL_SLIDE_MS = 500;
/** The share window's size in pixels. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;
