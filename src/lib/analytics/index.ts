export { track } from "./track";
export type { Gtag } from "./track";
export { ANALYTICS_EVENT_NAMES } from "./events";
export type { AnalyticsEventName, AnalyticsEvents } from "./events";
