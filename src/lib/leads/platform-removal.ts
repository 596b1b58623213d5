import type { LeadRequest } from "./payloads";
import type { EmailMarketingConfig } from "./types";

// Taking a person off the email platform: for good when they erase their data, or as an
// unsubscribe. Mailchimp deletes a member permanently; ConvertKit's API has no delete, so its
// unsubscribe is the most it can do.

export type Removal = "erase" | "unsubscribe";

const trimSlash = (base: string | undefined): string => (base ?? "").replace(/\/+$/, "");

/**
 * The request that takes this address off the platform, or why none can be made. `memberHash` is
 * Mailchimp's id for a member: the MD5 of the address in lower case.
 */
export function buildRemovalRequest(
  config: EmailMarketingConfig,
  email: string,
  memberHash: string,
  removal: Removal,
): LeadRequest | string {
  const base = trimSlash(config.baseUrl);
  if (config.platform === "mailchimp") {
    const member = `${base}/lists/${encodeURIComponent(config.audienceId ?? "")}/members/${memberHash}`;
    const headers = {
      "Content-Type": "application/json",
      Authorization: `Bearer ${config.apiKey ?? ""}`,
    };
    return removal === "erase"
      ? { url: `${member}/actions/delete-permanent`, method: "POST", headers, body: "" }
      : {
          url: member,
          method: "PATCH",
          headers,
          body: JSON.stringify({ status: "unsubscribed" }),
        };
  }
  if (config.platform === "convertkit") {
    if (!config.apiSecret) return "CONVERTKIT_API_SECRET is not set";
    return {
      url: `${base}/unsubscribe`,
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ api_secret: config.apiSecret, email }),
    };
  }
  return "the site's own endpoint has no removal";
}
