import { HONEYPOT_FIELD } from "../lib/leads/form-ids";

/**
 * The forms carry a field people never see; a body that fills it comes from a bot. Such a body
 * gets a plausible success and nothing is stored or forwarded.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
