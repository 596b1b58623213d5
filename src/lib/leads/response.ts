import type { LeadResult } from "./result";

/** What a form's visitor is told after a submission. */
export const LEAD_MESSAGES = {
  subscribed: "Successfully subscribed!",
  failed: "Failed to subscribe",
  unknown: "Unknown error",
  network: "Network error",
} as const;

type Fields = Record<string, unknown>;

const asFields = (body: unknown): Fields =>
  typeof body === "object" && body !== null ? (body as Fields) : {};

const idFrom = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value) : undefined;

/** ConvertKit answers subscription.id, Mailchimp id, the site's own endpoint subscriberId. */
export function subscriberIdFrom(body: unknown): string | undefined {
  const fields = asFields(body);
  return (
    idFrom(asFields(fields.subscription).id) ?? idFrom(fields.id) ?? idFrom(fields.subscriberId)
  );
}

/**
 * The server's own words for a failure: ConvertKit's message, Mailchimp's detail, or the site
 * endpoint's error (its bodies are { error, hint }).
 */
export function serverDetailFrom(body: unknown): string | undefined {
  const fields = asFields(body);
  return [fields.message, fields.detail, fields.error].find(
    (value): value is string => typeof value === "string" && value.length > 0,
  );
}

/** 'Successfully subscribed!' on 2xx, else 'Failed to subscribe' with the detail. */
export function toLeadResult(status: number, body: unknown): LeadResult {
  if (status >= 200 && status < 300) {
    const subscriberId = subscriberIdFrom(body);
    return {
      success: true,
      message: LEAD_MESSAGES.subscribed,
      ...(subscriberId ? { subscriberId } : {}),
    };
  }
  return {
    success: false,
    error: LEAD_MESSAGES.failed,
    message: serverDetailFrom(body) ?? LEAD_MESSAGES.unknown,
  };
}

/** What the visitor is told when the request itself threw. */
export const NETWORK_FAILURE: LeadResult = {
  success: false,
  error: LEAD_MESSAGES.network,
  message: LEAD_MESSAGES.network,
};
