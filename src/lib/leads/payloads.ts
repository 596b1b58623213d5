import type { EmailMarketingConfig, LeadRecord } from "./types";

/** One HTTP request, ready for fetch. */
export interface LeadRequest {
  url: string;
  method: "POST" | "PUT" | "PATCH";
  headers: Record<string, string>;
  body: string;
}

const JSON_HEADERS = { "Content-Type": "application/json" } as const;

const trimSlash = (base: string | undefined): string => (base ?? "").replace(/\/+$/, "");

/** The first word of the name is the first name; the rest is the last name. */
export function splitName(name: string | undefined): { first: string; last: string } {
  const [first = "", ...rest] = (name ?? "").trim().split(/\s+/);
  return { first, last: rest.join(" ") };
}

/**
 * What a lead carries that the platform payloads have no slot for: the lead form's message, the
 * assessment's recommendations, a strategy call asked for. Sent only when there, under names the
 * README lists, so the payloads stay the product's exactly otherwise.
 */
function extras(lead: LeadRecord) {
  return {
    message: lead.message,
    recommendations: lead.recommendations?.length ? lead.recommendations.join("; ") : undefined,
    tags:
      lead.type === "strategy_call" ? [...(lead.tags ?? []), "strategy_call"] : (lead.tags ?? []),
  };
}

/** Mailchimp's text merge fields hold 255 characters. */
const MERGE_FIELD_LIMIT = 255;
const mergeText = (text: string): string =>
  [...text].length > MERGE_FIELD_LIMIT
    ? `${[...text].slice(0, MERGE_FIELD_LIMIT - 1).join("")}…`
    : text;

/** ConvertKit's request: POST {base}/forms/{formId}/subscribe. */
export function buildConvertKitRequest(
  config: EmailMarketingConfig,
  lead: LeadRecord,
): LeadRequest {
  const formId = encodeURIComponent(config.formId ?? "");
  const extra = extras(lead);
  return {
    url: `${trimSlash(config.baseUrl)}/forms/${formId}/subscribe`,
    method: "POST",
    headers: { ...JSON_HEADERS },
    body: JSON.stringify({
      api_key: config.apiKey,
      email: lead.email,
      first_name: splitName(lead.name).first,
      fields: {
        company: lead.company ?? "",
        interest: lead.interest ?? "",
        source: lead.source ?? "",
        lead_magnet: lead.leadMagnet ?? "",
        assessment_score: lead.assessmentScore ?? "",
        ...(extra.message ? { message: extra.message } : {}),
        ...(extra.recommendations ? { recommendations: extra.recommendations } : {}),
      },
      tags: extra.tags,
    }),
  };
}

/**
 * Mailchimp's request: POST {base}/lists/{audienceId}/members with a bearer header, and the time
 * the visitor opted in (ISO 8601) when their consent is on record.
 */
export function buildMailchimpRequest(
  config: EmailMarketingConfig,
  lead: LeadRecord,
  optedInAt?: string,
): LeadRequest {
  const { first, last } = splitName(lead.name);
  const audienceId = encodeURIComponent(config.audienceId ?? "");
  const extra = extras(lead);
  return {
    url: `${trimSlash(config.baseUrl)}/lists/${audienceId}/members`,
    method: "POST",
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${config.apiKey ?? ""}` },
    body: JSON.stringify({
      email_address: lead.email,
      status: "subscribed",
      ...(optedInAt ? { timestamp_opt: optedInAt } : {}),
      merge_fields: {
        FNAME: first,
        LNAME: last,
        COMPANY: lead.company ?? "",
        INTEREST: lead.interest ?? "",
        SOURCE: lead.source ?? "",
        LEADMAGNET: lead.leadMagnet ?? "",
        ASSESSMENT: lead.assessmentScore ?? "",
        ...(extra.message ? { MESSAGE: mergeText(extra.message) } : {}),
        ...(extra.recommendations ? { RECOMMEND: mergeText(extra.recommendations) } : {}),
      },
      tags: extra.tags,
    }),
  };
}

/** A custom endpoint's request: POST {base}/subscribe with the lead record as it is. */
export function buildCustomRequest(config: EmailMarketingConfig, lead: LeadRecord): LeadRequest {
  return {
    url: `${trimSlash(config.baseUrl)}/subscribe`,
    method: "POST",
    headers: { ...JSON_HEADERS },
    body: JSON.stringify(lead),
  };
}

/** The request for the configured platform; the opt-in time goes where the API takes one. */
export function buildLeadRequest(
  config: EmailMarketingConfig,
  lead: LeadRecord,
  optedInAt?: string,
): LeadRequest {
  switch (config.platform) {
    case "convertkit":
      return buildConvertKitRequest(config, lead);
    case "mailchimp":
      return buildMailchimpRequest(config, lead, optedInAt);
    case "custom":
      return buildCustomRequest(config, lead);
  }
}
