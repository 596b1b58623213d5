import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { IDEMPOTENCY_HEADER } from "../lib/leads/form-ids";
import { HTTP_PROBLEMS } from "./http/problems";
import type { LeadProblem } from "../lib/leads/types";

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export type KeyResult = { ok: true; key: string | null } | { ok: false; problem: LeadProblem };

/** The request's idempotency key: null when absent or blank, refused when too long. */
export function readIdempotencyKey(headers: IncomingHttpHeaders): KeyResult {
  const header = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (Array.isArray(header) ? header.join(", ") : (header ?? "")).trim();
  if (!key) return { ok: true, key: null };
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    return { ok: false, problem: HTTP_PROBLEMS.keyTooLong(IDEMPOTENCY_KEY_MAX_LENGTH) };
  }
  return { ok: true, key };
}

/**
 * What a key is bound to: the kind and the validated record. A retry of the same submission
 * hashes the same; a different body under a used key does not, and is refused rather than dropped.
 */
export function requestHash(kind: string, record: object): string {
  return createHash("sha256")
    .update(`${kind}\n${JSON.stringify(record)}`)
    .digest("base64url");
}
