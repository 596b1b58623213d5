// Timing and layout constants from SPEC §9.
export const LOGO_ROTATION_MS = 3000;
export const HEADER_OPAQUE_AFTER_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
