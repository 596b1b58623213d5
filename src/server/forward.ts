import type { ContactDraft } from "../lib/leads/contact";
import { buildLeadRequest, type LeadRequest } from "../lib/leads/payloads";
import { outcomeForStatus } from "../lib/leads/queue";
import { toLeadResult, LEAD_MESSAGES } from "../lib/leads/response";
import type { LeadRecord } from "../lib/leads/types";
import type { Delivery } from "./lead-store";
import type { ContactTarget, SubscribeTarget } from "./runtime-env";

/** Injectable, so tests can stand in for the platforms. */
export type Fetch = typeof fetch;

export const FORWARD_TIMEOUT_MS = 8_000;

export interface ForwardOptions {
  fetch: Fetch;
  timeoutMs?: number;
}

type Answered =
  { answered: true; status: number; body: unknown } | { answered: false; why: string };

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

// Duck-typed: an abort's reason is a DOMException, which is not an Error in every realm.
const asErrorLike = (value: unknown): ErrorLike =>
  typeof value === "object" && value !== null ? value : {};

const messageOf = (value: unknown): string => {
  const { message } = asErrorLike(value);
  return typeof message === "string" ? message : String(value);
};

/** fetch says "fetch failed" and keeps the reason (refused, DNS, TLS) in its cause. */
function reason(error: unknown): string {
  const { cause } = asErrorLike(error);
  return cause === undefined ? messageOf(error) : `${messageOf(error)} (${messageOf(cause)})`;
}

async function send(request: LeadRequest, { fetch, timeoutMs }: ForwardOptions): Promise<Answered> {
  const limit = timeoutMs ?? FORWARD_TIMEOUT_MS;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(limit),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status alone says what happened
    }
    return { answered: true, status: response.status, body };
  } catch (error) {
    const timedOut = asErrorLike(error).name === "TimeoutError";
    return {
      answered: false,
      why: timedOut ? `no answer within ${limit / 1000} s` : reason(error),
    };
  }
}

const storeOnly = (notice: string | undefined): Delivery => ({
  to: "store",
  ok: true,
  ...(notice ? { detail: notice } : {}),
});

/**
 * Forwards a lead to the configured platform with SPEC §7's payload and maps the answer with SPEC
 * §8's rules. It never throws: whatever happens is said in the delivery, stored with the lead
 * (a refusal is told apart by isRefusal).
 */
export async function forwardLead(
  lead: LeadRecord,
  target: SubscribeTarget,
  options: ForwardOptions,
): Promise<Delivery> {
  if (target.to === "store") return storeOnly(target.notice);
  const answer = await send(buildLeadRequest(target.config, lead), options);
  if (!answer.answered) return { to: target.to, ok: false, detail: `unreachable: ${answer.why}` };
  const { status, body } = answer;
  const result = toLeadResult(status, body);
  const outcome = outcomeForStatus(status);
  if (outcome === "delivered") {
    const subscriberId = result.subscriberId;
    return { to: target.to, ok: true, status, ...(subscriberId ? { subscriberId } : {}) };
  }
  const detail = result.message ?? LEAD_MESSAGES.unknown;
  return outcome === "retry"
    ? { to: target.to, ok: false, status, detail: `answered ${status}: ${detail}` }
    : { to: target.to, ok: false, status, detail };
}

/** Posts a contact message to the webhook as JSON; never throws. */
export async function forwardContact(
  draft: ContactDraft,
  target: ContactTarget,
  options: ForwardOptions,
): Promise<Delivery> {
  if (target.to === "store") return storeOnly(target.notice);
  const answer = await send(
    {
      url: target.url,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(draft),
    },
    options,
  );
  if (!answer.answered) return { to: "webhook", ok: false, detail: `unreachable: ${answer.why}` };
  const ok = answer.status >= 200 && answer.status < 300;
  return ok
    ? { to: "webhook", ok, status: answer.status }
    : { to: "webhook", ok, status: answer.status, detail: `answered ${answer.status}` };
}

/** Whether a stored delivery was the platform refusing the lead (so the visitor was told 422). */
export function isRefusal(delivery: Delivery): boolean {
  return (
    !delivery.ok &&
    delivery.status !== undefined &&
    (delivery.to === "convertkit" || delivery.to === "mailchimp") &&
    outcomeForStatus(delivery.status) === "rejected"
  );
}
