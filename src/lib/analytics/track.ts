import type { AnalyticsEventName, AnalyticsEvents } from "./events";

export type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/**
 * Sends one analytics event through the global tag when the page has one; otherwise does nothing.
 * Returns whether the event was handed to the tag. Analytics never breaks the page: a tag that
 * throws is ignored.
 */
export function track<E extends AnalyticsEventName>(event: E, params: AnalyticsEvents[E]): boolean {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return false;
  try {
    window.gtag("event", event, { ...params });
    return true;
  } catch {
    return false;
  }
}
