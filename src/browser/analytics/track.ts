import type { AnalyticsEventName, AnalyticsEvents } from "../../lib/analytics/events";

/** How `track` hands an event to the Google tag. */
export type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

// Off until the visitor accepts and the tag is set up (docs/product.md#departures); off again when they
// withdraw. Only the consent controller switches it.
let enabled = false;

export function setTrackingEnabled(on: boolean): void {
  enabled = on;
}

export function isTrackingEnabled(): boolean {
  return enabled;
}

/**
 * Sends one analytics event through the Google tag, once the visitor has accepted analytics;
 * otherwise does nothing at all. Returns whether the event was handed to the tag. Analytics never
 * breaks the page: a tag that throws is ignored.
 */
export function track<E extends AnalyticsEventName>(event: E, params: AnalyticsEvents[E]): boolean {
  if (!enabled || typeof window === "undefined" || typeof window.gtag !== "function") return false;
  try {
    window.gtag("event", event, { ...params });
    return true;
  } catch {
    return false;
  }
}
