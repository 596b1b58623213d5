import type { ConsentChoice } from "./consent";

// The Google tag's commands, built as data so that the order and the exact parameters are tested.

type ConsentValue = "granted" | "denied";

/** Consent Mode v2's four signals. */
export interface ConsentSignals {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

export type GtagCommand =
  | ["consent", "default" | "update", ConsentSignals]
  | ["js", Date]
  | ["config", string, typeof TAG_CONFIG]
  | ["event", string, Record<string, unknown>];

/**
 * The tag's configuration: page views are sent by the site itself, on every route change, and
 * Google signals (advertising features, which would also call Google's advertising hosts) are off.
 */
export const TAG_CONFIG = {
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
} as const;

export const CONSENT_DENIED: ConsentSignals = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

/**
 * What a choice allows. Accepting allows analytics only: the site runs no advertising, so the
 * advertising signals stay denied whatever the visitor chooses.
 */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  return { ...CONSENT_DENIED, analytics_storage: choice === "granted" ? "granted" : "denied" };
}

/**
 * The commands that start the tag once a visitor has accepted: everything denied first (before
 * `config`, as Consent Mode requires), then the tag's clock and configuration, then the update
 * the visitor chose. Page views are sent by the site itself, on every route change.
 */
export function startCommands(measurementId: string, now: Date): GtagCommand[] {
  return [
    ["consent", "default", CONSENT_DENIED],
    ["js", now],
    ["config", measurementId, TAG_CONFIG],
    ["consent", "update", consentSignals("granted")],
  ];
}

/** A choice made after the tag has started (withdrawing, or accepting again). */
export function updateCommands(choice: ConsentChoice): GtagCommand[] {
  return [["consent", "update", consentSignals(choice)]];
}

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** The GA4 measurement id from the build's environment, or null when it is unset or malformed. */
export function measurementIdFrom(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const id = raw.trim().toUpperCase();
  return MEASUREMENT_ID.test(id) ? id : null;
}

export const TAG_ORIGIN = "https://www.googletagmanager.com";
/** The gtag script's path on that origin: the only script the policy lets it serve us. */
export const GTAG_SCRIPT_PATH = "/gtag/js";

export function tagScriptUrl(measurementId: string): string {
  return `${TAG_ORIGIN}${GTAG_SCRIPT_PATH}?id=${encodeURIComponent(measurementId)}`;
}
