import { FORM_ID_FIELD, IDEMPOTENCY_HEADER } from "../../lib/leads/form-ids";
import type { LeadProblem } from "../../lib/leads/types";

// Every refusal the server gives, in our words: JSON `{ error, hint }` for the scripts, a page for
// a browser posting a form without them. Nothing here ever repeats what the client sent.

const kilobytes = (bytes: number): string =>
  bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes.toLocaleString("en-GB")} bytes`;

export const HTTP_PROBLEMS = {
  badAddress: { error: "Bad request", hint: "The address is not valid" },
  badRequest: { error: "Bad request", hint: "The request could not be read" },
  timedOut: { error: "Request timeout", hint: "The request took too long to arrive" },
  headersTooLarge: { error: "Headers too large", hint: "Send fewer or shorter headers" },
  methodNotAllowed: { error: "Method not allowed", hint: "Send the form with POST" },
  unsupportedType: {
    error: "Unsupported content type",
    hint: "Send the body as application/json or a form (UTF-8)",
  },
  malformedJson: { error: "Malformed JSON", hint: "The request body is not valid JSON" },
  malformedForm: { error: "Malformed form", hint: "The request body is not a valid UTF-8 form" },
  serverError: { error: "Something went wrong", hint: "Please try again in a moment" },
  storeDown: {
    error: "We could not keep your details just now",
    hint: "Please try again in a moment",
  },
  unknownForm: {
    error: "Unknown form",
    hint: `Send the form's ${FORM_ID_FIELD} field as the page gives it`,
  },
  notStored: {
    error: "Lead storage not configured",
    hint: "This site cannot keep leads yet; please email us instead",
  },
  crossSite: {
    error: "Sent from another site",
    hint: "Please use the form on our own pages",
  },
  keyTooLong: (maxLength: number): LeadProblem => ({
    error: `Invalid ${IDEMPOTENCY_HEADER}`,
    hint: `${IDEMPOTENCY_HEADER} can be at most ${maxLength} characters`,
  }),
  keyReused: {
    error: `${IDEMPOTENCY_HEADER} already used`,
    hint: `That ${IDEMPOTENCY_HEADER} came with a different submission; send a new key for each one`,
  },
  tooLarge: (limitBytes: number): LeadProblem => ({
    error: "Request body too large",
    hint: `Send at most ${kilobytes(limitBytes)}`,
  }),
  tooManyRequests: (seconds: number): LeadProblem => ({
    error: "Too many requests",
    hint: `Please try again in ${seconds} second${seconds === 1 ? "" : "s"}`,
  }),
} as const;

/**
 * A refusal raised before a handler runs (in a hook), answered by the app's one error handler:
 * the status, our words, and any headers the answer needs.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly problem: LeadProblem,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(problem.error);
  }
}

/** The JSON schema of every refusal: exactly `{ error, hint }`, nothing else is ever serialised. */
export const PROBLEM_SCHEMA = {
  type: "object",
  properties: { error: { type: "string" }, hint: { type: "string" } },
  required: ["error", "hint"],
  additionalProperties: false,
} as const;
