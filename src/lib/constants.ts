// Timing and layout constants from SPEC §9.
export const LOGO_ROTATION_MS = 3000;
export const HEADER_OPAQUE_AFTER_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
/** SPEC §4, §9: how long the pointer must stay out of the top edge before the popup shows. */
export const EXIT_INTENT_DWELL_MS = 100;
/** SPEC §9: the background's device pixel ratio cap. */
export const BACKGROUND_MAX_PIXEL_RATIO = 1.5;
/** SPEC §4, §9: how long the testimonial carousel takes to slide. */
export const CAROUSEL_SLIDE_MS = 500;
/** SPEC §7, §9: the share window's size in pixels. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;
