import { randomUUID } from "node:crypto";
import type { ContactDraft } from "../lib/leads/contact";
import { parseContactDraft } from "../lib/leads/parse";
import { forwardContact } from "./forward";
import type { Endpoint } from "./http";
import { contactTarget } from "./runtime-env";

/** SPEC §8's success title for the contact form. */
export const CONTACT_SENT = "Message Sent Successfully!";

/**
 * POST /api/contact: the contact form's draft, posted to the webhook when one is configured and
 * always stored (DESIGN decision 4). The message is safe in the store whatever the webhook
 * answers, so the visitor is always told it was sent.
 */
export const contactEndpoint: Endpoint<ContactDraft> = {
  kind: "contact",
  parse: parseContactDraft,
  decoy: () => ({ id: randomUUID(), message: CONTACT_SENT }),
  deliver: (draft, env, fetch) => forwardContact(draft, contactTarget(env), { fetch }),
  answer: ({ id }) => ({ status: 200, body: { id, message: CONTACT_SENT } }),
};
