import { HONEYPOT_FIELD } from "../lib/leads/form-ids";

/**
 * The forms carry a field people never see; a body that fills it comes from a bot. Such a body
 * gets the same plausible success as ever; when it is one the form would take, it is kept as spam
 * (src/server/pipeline.ts), never emailed, forwarded or confirmed, until the owner restores it.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
