// Deliveries over HTTP: the owner's webhook and the email platforms. Email goes by deliver-email.ts.
import { createHash } from "node:crypto";
import {
  isConfigurationFault,
  outcomeOfStatus,
  type AttemptOutcome,
} from "../lib/leads/delivery-rules";
import { parseWith } from "../lib/leads/field-schemas";
import { leadRecordSchema } from "../lib/leads/lead-record";
import { buildLeadRequest, type LeadRequest } from "../lib/leads/payloads";
import { buildRemovalRequest } from "../lib/leads/platform-removal";
import { serverDetailFrom, subscriberIdFrom } from "../lib/leads/response";
import { asLead, webhookText } from "../emails/lead-summary";
import { studioDetails } from "../emails/studio";
import type { Settings } from "./settings";
import type { DueDelivery } from "./store/types";

/** Injectable, so that a test can point deliveries at its own stand-in for a platform. */
export type Fetch = typeof fetch;

export const DELIVERY_TIMEOUT_MS = 8_000;

/** What one attempt found, in our words: the log and `npm run leads` show it, visitors never do. */
export interface AttemptResult {
  outcome: AttemptOutcome;
  detail: string;
  status?: number;
  subscriberId?: string;
  /** A mail host refused the recipient's address for good: no mail to it will ever be taken. */
  recipientRefused?: boolean;
}

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

type Answer = { status: number; body: unknown } | { status: null; why: string };

async function send(request: LeadRequest, fetch: Fetch, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // A redirect would carry the key (in the body or the header) to an address we never chose.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status alone says what happened
    }
    return { status: response.status, body };
  } catch (error) {
    const timedOut = asErrorLike(error).name === "TimeoutError";
    return {
      status: null,
      why: timedOut ? `no answer within ${timeoutMs / 1000} s` : reason(error),
    };
  }
}

/** Mailchimp answers 400 "Member Exists" for an address already on the list: that lead is there. */
function isAlreadySubscribed(status: number, body: unknown): boolean {
  return (
    status === 400 &&
    typeof body === "object" &&
    body !== null &&
    (body as Record<string, unknown>).title === "Member Exists"
  );
}

function resultOf(answer: Answer): AttemptResult {
  if (answer.status === null) return { outcome: "retry", detail: `unreachable: ${answer.why}` };
  const { status, body } = answer;
  if (isAlreadySubscribed(status, body)) {
    return { outcome: "delivered", status, detail: "already subscribed" };
  }
  const outcome = outcomeOfStatus(status);
  const said = serverDetailFrom(body);
  const subscriberId = outcome === "delivered" ? subscriberIdFrom(body) : undefined;
  const detail =
    outcome === "delivered"
      ? `delivered (${status})`
      : isConfigurationFault(status)
        ? `answered ${status}: check the settings (URL, key, list or form id)${said ? `: ${said}` : ""}`
        : `answered ${status}${said ? `: ${said}` : ""}`;
  return { outcome, status, detail, ...(subscriberId ? { subscriberId } : {}) };
}

/** Sends one request of ours to a platform and says what came of it; never throws. */
export async function attemptRequest(
  request: LeadRequest,
  fetch: Fetch,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<AttemptResult> {
  return resultOf(await send(request, fetch, timeoutMs));
}

/** Mailchimp's id for a member: the MD5 of the address in lower case. */
export const memberHash = (email: string): string =>
  createHash("md5").update(email.trim().toLowerCase()).digest("hex");

function requestFor(
  { submission, delivery }: DueDelivery,
  settings: Settings,
): LeadRequest | string {
  if (delivery.target === "webhook") {
    const target = settings.webhook;
    if (target.to !== "webhook") return "LEADS_WEBHOOK_URL is no longer set";
    return {
      url: target.url,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // Slack's and Teams' incoming webhooks both take { text }.
      body: JSON.stringify({
        text: webhookText(asLead(submission), studioDetails(settings.siteUrl)),
      }),
    };
  }
  const target = settings.subscribe;
  if (delivery.target === "platform-unsubscribe") {
    if (target.to === "store") return "no email platform is configured";
    const { email } = submission.record;
    return buildRemovalRequest(target.config, email, memberHash(email), "unsubscribe");
  }
  if (target.to !== delivery.target) return `${delivery.target} is no longer configured`;
  if (submission.kind !== "lead") return `a ${submission.kind} message goes to no platform`;
  // Read again by today's rules: a record kept under older ones is not sent as it stands.
  const lead = parseWith(leadRecordSchema, submission.record);
  if (!lead.ok) return `the stored lead no longer reads: ${lead.problem.error}`;
  // The moment the person opted in: their confirmation, when one was asked, else the form's.
  const optedInAt = submission.confirmation?.at ?? submission.consent?.at;
  return buildLeadRequest(target.config, lead.value, optedInAt);
}

/**
 * One attempt at one HTTP delivery of a stored submission, built with today's settings (payloads
 * in docs/product.md#lead-handling). Never throws: whatever happens is said in the result.
 */
export async function attemptDelivery(
  due: DueDelivery,
  settings: Settings,
  fetch: Fetch,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<AttemptResult> {
  const request = requestFor(due, settings);
  if (typeof request === "string") return { outcome: "retry", detail: request };
  const result = await attemptRequest(request, fetch, timeoutMs);
  // Unsubscribing an address the platform does not have is done.
  if (due.delivery.target === "platform-unsubscribe" && result.status === 404) {
    return { outcome: "delivered", status: 404, detail: "not on the platform's list" };
  }
  return result;
}
