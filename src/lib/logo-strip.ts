// How the logo strip's HTML tells its DOM code what is what (src/browser/behaviours/logo-strip.ts).

/** The strip's root; its logos, its dots and its pause button are marked inside it. */
export const LOGO_STRIP_ATTRIBUTE = "data-logo-strip";
/** A dot that highlights its logo, in the logos' order. */
export const LOGO_DOT_ATTRIBUTE = "data-logo-dot";
/** The button that holds the strip still and resumes it. */
export const LOGO_PAUSE_ATTRIBUTE = "data-logo-pause";
/** On the pause button while the visitor holds the strip still. */
export const LOGO_PAUSED_ATTRIBUTE = "data-paused";

/** The pause button's name while the strip moves, and while the visitor holds it still. */
export const PAUSE_LABEL = "Pause logo rotation";
export const RESUME_LABEL = "Resume logo rotation";
