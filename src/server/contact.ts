import { randomUUID } from "node:crypto";
import * as v from "valibot";
import { contactSchema } from "../lib/leads/contact-schema";
import { CONTACT_ENDPOINT } from "../lib/leads/form-ids";
import type { Endpoint } from "./pipeline";

/** The title of the contact form's success panel. */
export const CONTACT_SENT = "Message Sent Successfully!";

/**
 * POST /api/contact: the contact form's draft (docs/product.md#departures), stored, then posted to the
 * webhook when one is configured. Safe in the store, the message is sent as far as the visitor is
 * concerned.
 */
export const contactEndpoint: Endpoint = {
  kind: "contact",
  path: CONTACT_ENDPOINT,
  schema: v.pipe(
    contactSchema,
    v.transform((record) => ({ kind: "contact" as const, record })),
  ),
  decoy: () => ({ id: randomUUID(), message: CONTACT_SENT }),
  answer: ({ id }) => ({ id, message: CONTACT_SENT }),
  answerSchema: {
    type: "object",
    properties: { id: { type: "string" }, message: { type: "string" } },
    required: ["id", "message"],
  },
};
