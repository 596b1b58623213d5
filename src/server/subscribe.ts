import { randomUUID } from "node:crypto";
import * as v from "valibot";
import { SUBSCRIBE_ENDPOINT } from "../lib/leads/form-ids";
import { leadRecordSchema } from "../lib/leads/lead-record";
import { LEAD_MESSAGES } from "../lib/leads/response";
import type { Endpoint } from "./pipeline";

/**
 * POST /api/subscribe: the product's lead record (docs/product.md#departures), stored, then forwarded to
 * ConvertKit or Mailchimp when one is configured. The visitor hears the same once it is stored,
 * whatever the platform later answers (docs/product.md#departures).
 */
export const subscribeEndpoint: Endpoint = {
  kind: "lead",
  path: SUBSCRIBE_ENDPOINT,
  schema: v.pipe(
    leadRecordSchema,
    v.transform((record) => ({ kind: "lead" as const, record })),
  ),
  decoy: () => ({ subscriberId: randomUUID(), message: LEAD_MESSAGES.subscribed }),
  answer: ({ id }) => ({ subscriberId: id, message: LEAD_MESSAGES.subscribed }),
  answerSchema: {
    type: "object",
    properties: { subscriberId: { type: "string" }, message: { type: "string" } },
    required: ["subscriberId", "message"],
  },
};
