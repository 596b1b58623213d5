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

/**
 * What a button says about itself for analytics, as attributes of its element: a click anywhere
 * in the page is reported from these (src/browser/analytics/button-clicks.ts), so that a button
 * is counted whether React handles it or it is the build's HTML alone (a static section).
 */
export const BUTTON_CLICK_ATTRIBUTES = {
  variant: "data-track-variant",
  size: "data-track-size",
  label: "data-track-label",
  shownText: "data-track-text",
  lead: "data-track-lead",
} as const;

export interface TrackedButton {
  trackingLabel?: string;
  /** The words shown, where the button also holds words it hides. */
  shownText?: string;
  /** A lead call to action: a click is also a generate_lead (engagement). */
  lead?: boolean;
  variant: unknown;
  size: unknown;
}

/** The attributes a button's element carries (undefined ones are left out by React). */
export function buttonClickAttributes({
  trackingLabel,
  shownText,
  lead,
  variant,
  size,
}: TrackedButton): Record<string, string | undefined> {
  return {
    [BUTTON_CLICK_ATTRIBUTES.variant]: recipeValue(variant, DEFAULT_VARIANT),
    [BUTTON_CLICK_ATTRIBUTES.size]: recipeValue(size, DEFAULT_SIZE),
    [BUTTON_CLICK_ATTRIBUTES.label]: trackingLabel,
    [BUTTON_CLICK_ATTRIBUTES.shownText]: shownText,
    [BUTTON_CLICK_ATTRIBUTES.lead]: lead ? "" : undefined,
  };
}

export interface ButtonClickReport {
  click: AnalyticsEvents["button_click"];
  /** The generate_lead (engagement) a lead call to action adds, else null. */
  lead: AnalyticsEvents["generate_lead"] | null;
}

/**
 * The events a click on a tracked element reports, from its attributes (`read`) and what it
 * says: its text, or its accessible name where it has no text (an icon).
 */
export function buttonClickFromAttributes(
  read: (attribute: string) => string | null,
  text: string,
  accessibleName: string,
): ButtonClickReport {
  const click = buttonClickParams({
    trackingLabel: read(BUTTON_CLICK_ATTRIBUTES.label) ?? undefined,
    text: read(BUTTON_CLICK_ATTRIBUTES.shownText) ?? (text.trim() || accessibleName),
    variant: read(BUTTON_CLICK_ATTRIBUTES.variant) ?? undefined,
    size: read(BUTTON_CLICK_ATTRIBUTES.size) ?? undefined,
  });
  const lead =
    read(BUTTON_CLICK_ATTRIBUTES.lead) === null
      ? null
      : { event_category: "engagement" as const, event_label: click.button_text };
  return { click, lead };
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
