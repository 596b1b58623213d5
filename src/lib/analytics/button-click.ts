import type { AnalyticsEvents } from "./events";

// The shared button's recipe defaults (src/theme/recipes/button.ts), reported when a caller
// leaves variant or size unset.
const DEFAULT_VARIANT = "solid";
const DEFAULT_SIZE = "md";

/** A recipe prop as a word: a responsive value ({ base: "md", lg: "lg" }) lists its values. */
function recipeValue(value: unknown, fallback: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null) {
    const values = Object.values(value).filter((entry) => typeof entry === "string");
    if (values.length > 0) return values.join("|");
  }
  return fallback;
}

export interface ButtonClickSource {
  /** A caller's own name for the button; defaults to what the button says. */
  trackingLabel?: string;
  /** The text the visitor saw (an icon-only button has its accessible name instead). */
  text: string;
  variant: unknown;
  size: unknown;
}

export function buttonClickParams({
  trackingLabel,
  text,
  variant,
  size,
}: ButtonClickSource): AnalyticsEvents["button_click"] {
  const buttonText = text.replace(/\s+/g, " ").trim();
  return {
    event_label: trackingLabel ?? buttonText,
    button_text: buttonText,
    variant: recipeValue(variant, DEFAULT_VARIANT),
    size: recipeValue(size, DEFAULT_SIZE),
  };
}

const CONTACT_PATH = "/contact";

/**
 * Whether a link-button is a lead call to action (generate_lead, engagement): every button that
 * takes the visitor to the contact page to book ('Book Portfolio Consultation', 'Book a Free
 * Strategy Session'). External booking links say so themselves (LinkButton's `lead`).
 */
export function isLeadDestination(to: string): boolean {
  if (!to.startsWith("/")) return false;
  const path = to.split(/[?#]/)[0]?.replace(/\/+$/, "");
  return path === CONTACT_PATH;
}
