// Timing and layout constants from SPEC §9.
export const LOGO_ROTATION_MS = 3000;
export const HEADER_OPAQUE_AFTER_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
/** SPEC §4, §9: how long the pointer must stay out of the top edge before the popup shows. */
export const EXIT_INTENT_DWELL_MS = 100;
