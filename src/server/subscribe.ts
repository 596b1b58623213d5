import { randomUUID } from "node:crypto";
import { parseLeadRecord } from "../lib/leads/parse";
import { LEAD_MESSAGES } from "../lib/leads/response";
import type { LeadRecord } from "../lib/leads/types";
import { forwardLead, isRefusal } from "./forward";
import type { Endpoint } from "./http";
import { subscribeTarget } from "./runtime-env";

/**
 * POST /api/subscribe: the SPEC's lead record, forwarded to ConvertKit or Mailchimp when one is
 * configured and always stored (DESIGN decision 2).
 */
export const subscribeEndpoint: Endpoint<LeadRecord> = {
  kind: "lead",
  parse: parseLeadRecord,
  decoy: () => ({ subscriberId: randomUUID(), message: LEAD_MESSAGES.subscribed }),
  deliver: (lead, env, fetch) => forwardLead(lead, subscribeTarget(env), { fetch }),
  answer: ({ id, delivery }) =>
    isRefusal(delivery)
      ? {
          status: 422,
          body: { error: LEAD_MESSAGES.failed, hint: delivery.detail ?? LEAD_MESSAGES.unknown },
        }
      : {
          status: 200,
          body: { subscriberId: delivery.subscriberId ?? id, message: LEAD_MESSAGES.subscribed },
        },
};
