import type { LeadSource } from "../leads/sources";

/**
 * What counts as engagement (user_engagement's engagement_type): an FAQ answer opened, the
 * testimonial carousel moved, a tool's link copied, a case study opened.
 */
export const ENGAGEMENT_TYPES = [
  "faq_open",
  "carousel_navigate",
  "copy_link",
  "case_study_open",
] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

/** Every analytics event of docs/product.md#analytics-events with the parameters it carries. */
export interface AnalyticsEvents {
  button_click: { event_label: string; button_text: string; variant: string; size: string };
  page_view: { page_title: string; page_location: string };
  generate_lead:
    | { event_category: "engagement"; event_label: string }
    | { event_category: "form_submission"; event_label: LeadSource };
  view_service: { service_id: string; service_name: string };
  scroll_depth: { event_label: `${25 | 50 | 75 | 90}%` };
  /** page_location names the page being left when the report comes after the address changed. */
  time_on_page: { event_label: string; value: number; page_location?: string };
  user_engagement: { engagement_type: EngagementType; event_label: string };
  ab_test_assignment: { test_name: string; variation: string };
  roi_calculator_input: { field: string; value: number | string };
  roi_calculator_submit: { automation_type: string; annual_roi: number; payback_period: number };
  mrr_calculator_input: { field: string; value: number | string };
  mrr_scenario_select: { scenario: string };
  assessment_completion: { score: number; level: string };
  lead_magnet_download: { lead_magnet: string; source: LeadSource };
  dashboard_view: { tab: string };
  share: { method: "twitter" | "linkedin"; content_type: "article"; item_id: string };
  lead_conversion: { source: "business_assessment" | "exit_intent_popup"; value?: number };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export const ANALYTICS_EVENT_NAMES = [
  "button_click",
  "page_view",
  "generate_lead",
  "view_service",
  "scroll_depth",
  "time_on_page",
  "user_engagement",
  "ab_test_assignment",
  "roi_calculator_input",
  "roi_calculator_submit",
  "mrr_calculator_input",
  "mrr_scenario_select",
  "assessment_completion",
  "lead_magnet_download",
  "dashboard_view",
  "share",
  "lead_conversion",
] as const satisfies readonly AnalyticsEventName[];
