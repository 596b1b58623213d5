import type { LeadResult } from "./result";

/**
 * Sends the footer sign-up to the site's own endpoint (DESIGN decision 2) and maps the answer to
 * SPEC §8's messages.
 */
export async function subscribeFooterNewsletter(email: string): Promise<LeadResult> {
  let response: Response;
  try {
    response = await fetch("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, source: "footer_newsletter", tags: ["newsletter"] }),
    });
  } catch {
    return { success: false, message: "Network error", error: "Network error" };
  }
  const body: unknown = await response.json().catch(() => null);
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) {
    const id = fields.subscriberId;
    return {
      success: true,
      message: "Successfully subscribed!",
      ...(typeof id === "string" ? { subscriberId: id } : {}),
    };
  }
  const detail = [fields.message, fields.detail].find((v): v is string => typeof v === "string");
  return { success: false, message: "Failed to subscribe", error: detail ?? "Unknown error" };
}
