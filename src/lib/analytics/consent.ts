// The visitor's analytics consent, as UK PECR asks: nothing is assumed, the choice is remembered,
// and it can be changed at any time from the footer (see docs/product.md#departures).

export type ConsentChoice = "granted" | "denied";

/** Why the banner is on screen: a visitor who has not chosen yet, or one who asked to change. */
export type BannerState = "hidden" | "first-visit" | "settings";

export interface ConsentState {
  /** null until the visitor chooses (no choice is ever pre-selected). */
  choice: ConsentChoice | null;
  banner: BannerState;
}

export type ConsentAction = { type: "choose"; choice: ConsentChoice } | { type: "open-settings" };

export const CONSENT_STORAGE_KEY = "analytics_consent";
/** Raise when the question changes (new purposes), so that every visitor is asked again. */
export const CONSENT_VERSION = 1;

interface StoredConsent {
  version: number;
  choice: ConsentChoice;
  savedAt: string;
}

const isChoice = (value: unknown): value is ConsentChoice =>
  value === "granted" || value === "denied";

/** The remembered choice, or null when there is none, it is unreadable or it was for an older question. */
export function parseStoredConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== "object" || stored === null) return null;
    const { version, choice } = stored as Partial<StoredConsent>;
    return version === CONSENT_VERSION && isChoice(choice) ? choice : null;
  } catch {
    return null;
  }
}

export function serializeConsent(choice: ConsentChoice, now: Date): string {
  const stored: StoredConsent = { version: CONSENT_VERSION, choice, savedAt: now.toISOString() };
  return JSON.stringify(stored);
}

/**
 * Where a page starts. Without analytics (no measurement id) there is nothing to consent to, so
 * the banner never shows; otherwise it shows until the visitor has chosen.
 */
export function initialConsentState(
  stored: ConsentChoice | null,
  available: boolean,
): ConsentState {
  if (!available) return { choice: null, banner: "hidden" };
  return { choice: stored, banner: stored === null ? "first-visit" : "hidden" };
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case "choose":
      return { choice: action.choice, banner: "hidden" };
    case "open-settings":
      return { ...state, banner: state.banner === "first-visit" ? "first-visit" : "settings" };
  }
}
