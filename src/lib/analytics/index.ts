export { track, isTrackingEnabled } from "./track";
export type { Gtag } from "./track";
export { ANALYTICS_EVENT_NAMES, ENGAGEMENT_TYPES } from "./events";
export type { AnalyticsEventName, AnalyticsEvents, EngagementType } from "./events";
