import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { HONEYPOT_FIELD } from "../lib/leads/fields";
import { FORM_ID_FIELD, thankYouPath, type Endpoint as EndpointPath } from "../lib/leads/form-ids";
import { formPost, postedForm, type PostedFields } from "../lib/leads/form-posts";
import type { Parsed } from "../lib/leads/parse";
import type { LeadProblem } from "../lib/leads/types";
import {
  isSitePath,
  readBuiltPage,
  renderFormPage,
  renderProblemPage,
  type ProblemsToShow,
} from "./form-page";
import { isHoneypotFilled } from "./honeypot";
import { readIdempotencyKey } from "./idempotency";
import { clientAddress, type RateLimiter } from "./rate-limit";
import { bodyType, readBody, refuseUnread, type BodySource } from "./request-body";
import type { Env, LeadsSettings } from "./runtime-env";
import type { AddResult, Store, StoredRef, SubmissionKind } from "./store/types";
import { deliveryTargets } from "./targets";

/** A POST to one of the endpoints, whichever server received it. */
export interface PostRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** The socket's peer address. */
  remoteAddress?: string;
  body: BodySource;
}

export type Reply =
  | { status: number; headers: Record<string, string>; json: object }
  | { status: number; headers: Record<string, string>; html: string };

/** What one endpoint adds to the shared pipeline. */
export interface Endpoint<T extends object> {
  kind: SubmissionKind;
  path: EndpointPath;
  /** The body's known fields, typed and validated (src/lib/leads/parse). */
  parse(body: unknown): Parsed<T>;
  /** The plausible success a bot that filled the honeypot is shown. */
  decoy(): object;
  /** The answer for a stored submission: the same for the first request and every repeat. */
  answer(stored: StoredRef): object;
}

/** What the pipeline needs from the server it runs in. */
export interface PipelineContext {
  env: Env;
  settings: LeadsSettings;
  /** The store, or why there is none that would keep a lead. */
  store: Store | { unavailable: string };
  limiter: RateLimiter;
  log: (message: string, error?: unknown) => void;
  /** Called once a new submission is stored with deliveries owed. */
  afterStore: (stored: AddResult, kind: SubmissionKind) => Promise<void> | void;
  /** The built site, where a form posted without scripts is found to show it again. */
  publicDir: string | null;
}

const kilobytes = (bytes: number): string =>
  bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes.toLocaleString("en-GB")} bytes`;

export const HTTP_PROBLEMS = {
  methodNotAllowed: { error: "Method not allowed", hint: "Send the form with POST" },
  unsupportedType: {
    error: "Unsupported content type",
    hint: "Send the body as application/json or a form (UTF-8)",
  },
  malformedJson: { error: "Malformed JSON", hint: "The request body is not valid JSON" },
  malformedForm: { error: "Malformed form", hint: "The request body is not a valid UTF-8 form" },
  serverError: { error: "Something went wrong", hint: "Please try again in a moment" },
  unknownForm: {
    error: "Unknown form",
    hint: `Send the form's ${FORM_ID_FIELD} field as the page gives it`,
  },
  notStored: {
    error: "Lead storage not configured",
    hint: "This site cannot keep leads yet; please email us instead",
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

const NO_STORE = { "Cache-Control": "no-store" };

const json = (status: number, body: object, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { ...NO_STORE, ...headers },
  json: body,
});

/** A refusal as JSON: exactly { error, hint }. */
export const problemReply = (
  status: number,
  { error, hint }: LeadProblem,
  headers?: Record<string, string>,
): Reply => json(status, { error, hint }, headers);
const problemJson = problemReply;

const redirect = (location: string): Reply => ({
  status: 303,
  headers: { ...NO_STORE, Location: location },
  html: `<!doctype html><title>Sent</title><p><a href="${location}">Continue</a></p>`,
});

/** The form's fields as posted (a name may repeat), or null when the body is not a form. */
function parseForm(text: string): PostedFields | null {
  try {
    const fields = new Map<string, string[]>();
    for (const [name, value] of new URLSearchParams(text)) {
      fields.set(name, [...(fields.get(name) ?? []), value]);
    }
    return fields;
  } catch {
    return null;
  }
}

/** The page a form was posted from, when the browser says (Referer; same site or not, only our pages are read). */
function refererRoute(headers: IncomingHttpHeaders): string | null {
  try {
    return headers.referer ? new URL(headers.referer).pathname : null;
  } catch {
    return null;
  }
}

/**
 * The request pipeline both endpoints share, for JSON from the scripts and forms posted without
 * them: POST only (405), a type we read (415; multipart refused unread), a store that lasts (503),
 * the client's rate limit (429), the idempotency key (400), the body read with a byte limit (413),
 * honeypot, the endpoint's validation (400 JSON, or the form again with its problems, 422), then
 * stored before anything is sent: JSON gets the endpoint's answer, a form a 303 to its thank-you page.
 */
export async function receive<T extends object>(
  endpoint: Endpoint<T>,
  request: PostRequest,
  context: PipelineContext,
): Promise<Reply | null> {
  // A body left unread (or cut off) ends its connection: the client must not send another
  // request after bytes the server never took.
  const CLOSE = { Connection: "close" };
  if (request.method !== "POST") {
    refuseUnread(request.body);
    return problemJson(405, HTTP_PROBLEMS.methodNotAllowed, { Allow: "POST", ...CLOSE });
  }
  const type = bodyType(request.headers["content-type"]);
  if (type === "multipart" || type === "other") {
    refuseUnread(request.body);
    return problemJson(415, HTTP_PROBLEMS.unsupportedType, CLOSE);
  }
  const asForm = type === "form";
  const { settings, store } = context;
  const route = refererRoute(request.headers);

  async function formProblems(show: ProblemsToShow, status: number): Promise<Reply> {
    const page = formPost(show.formId).page;
    const built = context.publicDir
      ? ((await readBuiltPage(context.publicDir, route ?? page)) ??
        (await readBuiltPage(context.publicDir, page)))
      : null;
    const problems = Object.values(show.problems).filter((p): p is LeadProblem => p !== undefined);
    const html =
      (built && renderFormPage(built, show)) ??
      renderProblemPage(problems, show.summary, route ?? page);
    return { status, headers: { ...NO_STORE }, html };
  }
  /** A problem with the whole request: JSON, or for a form the page again when we know the form. */
  async function refuse(
    status: number,
    problem: LeadProblem,
    fields: PostedFields | null,
    headers?: Record<string, string>,
  ) {
    const formId = fields && postedForm(fields, endpoint.path);
    if (!asForm) return problemJson(status, problem, headers);
    if (!formId) {
      const html = renderProblemPage([], problem, route ?? "/");
      return { status, headers: { ...NO_STORE, ...headers }, html };
    }
    const reply = await formProblems({ formId, fields, problems: {}, summary: problem }, status);
    return { ...reply, headers: { ...reply.headers, ...headers } };
  }

  if ("unavailable" in store) {
    refuseUnread(request.body);
    return refuse(503, HTTP_PROBLEMS.notStored, null, CLOSE);
  }
  const rate = context.limiter.check(
    clientAddress(
      { headers: request.headers, remoteAddress: request.remoteAddress },
      settings.trustProxy,
    ),
  );
  if (!rate.allowed) {
    refuseUnread(request.body);
    return refuse(429, HTTP_PROBLEMS.tooManyRequests(rate.retryAfterSeconds), null, {
      "Retry-After": String(rate.retryAfterSeconds),
      ...CLOSE,
    });
  }
  const idempotency = readIdempotencyKey(request.headers);
  if (!idempotency.ok) {
    refuseUnread(request.body);
    return refuse(400, idempotency.problem, null, CLOSE);
  }

  const body = await readBody(request.body, settings.bodyLimitBytes);
  if (!body.ok) {
    if (body.reason === "aborted") return null; // the client left; nobody to answer
    if (body.reason === "too-large")
      return refuse(413, HTTP_PROBLEMS.tooLarge(settings.bodyLimitBytes), null, CLOSE);
    return refuse(400, asForm ? HTTP_PROBLEMS.malformedForm : HTTP_PROBLEMS.malformedJson, null);
  }

  let value: unknown;
  let formFields: PostedFields | null = null;
  let key = idempotency.key;
  if (asForm) {
    formFields = parseForm(body.text);
    const formId = formFields && postedForm(formFields, endpoint.path);
    if (!formFields || !formId) return refuse(400, HTTP_PROBLEMS.unknownForm, null);
    const form = formPost(formId);
    if (formFields.get(HONEYPOT_FIELD)?.some((text) => text.trim())) {
      return redirect(thankYouPath(form.thankYou(formFields)));
    }
    const problems = form.validate(formFields);
    if (Object.keys(problems).length) {
      return formProblems({ formId, fields: formFields, problems }, 422);
    }
    value = form.body(formFields);
    // A form carries no key of its own: the same form with the same words is the same lead
    // (a double click, a resent post), stored once.
    key ??= `form:${formId}:${createHash("sha256").update(JSON.stringify(value)).digest("hex")}`;
  } else {
    try {
      value = JSON.parse(body.text);
    } catch {
      return refuse(400, HTTP_PROBLEMS.malformedJson, null);
    }
    if (isHoneypotFilled(value)) return json(200, endpoint.decoy());
  }

  const parsed = endpoint.parse(value);
  if (!parsed.ok) return refuse(asForm ? 422 : 400, parsed.problem, formFields);

  const record = parsed.value as Record<string, unknown>;
  const targets = deliveryTargets(endpoint.kind, record, context.env);
  const stored = await store.add({
    kind: endpoint.kind,
    idempotencyKey: key,
    page: route !== null && isSitePath(route) ? route : null,
    record,
    targets,
  });
  if (!stored.duplicate && targets.length) await context.afterStore(stored, endpoint.kind);
  if (formFields) {
    const formId = postedForm(formFields, endpoint.path);
    if (formId) return redirect(thankYouPath(formPost(formId).thankYou(formFields)));
  }
  return json(200, endpoint.answer(stored));
}

/** What a server answers when the pipeline itself failed: JSON, or a page for a browser's form. */
export function serverErrorReply(request: PostRequest): Reply {
  if (bodyType(request.headers["content-type"]) !== "form") {
    return problemJson(500, HTTP_PROBLEMS.serverError);
  }
  const html = renderProblemPage(
    [],
    HTTP_PROBLEMS.serverError,
    refererRoute(request.headers) ?? "/",
  );
  return { status: 500, headers: { ...NO_STORE }, html };
}
