import type { IncomingHttpHeaders } from "node:http";
import type { GatsbyFunctionConfig } from "gatsby";
import type { Parsed } from "../lib/leads/parse";
import type { LeadProblem } from "../lib/leads/types";
import type { Fetch } from "./forward";
import { isHoneypotFilled } from "./honeypot";
import { createSingleFlight, readIdempotencyKey } from "./idempotency";
import { processSingleton } from "./process-state";
import { leadStore, type Delivery, type StoredEntry, type StoredKind } from "./lead-store";
import { clientAddress, createRateLimiter, type RateLimiter } from "./rate-limit";
import { isJsonContentType, readBody, type BodySource } from "./request-body";
import { leadsSettings, runtimeEnv, type Env, type LeadsSettings } from "./runtime-env";

/** A content type no client sends, so none of Gatsby's body parsers touches the stream. */
const NEVER_PARSED = "application/vnd.scalewise.never";

/**
 * Each function exports this: Gatsby runs express's json, text, raw and urlencoded parsers before
 * the handler, and they would read the body with their own limit and answers. Matching no request,
 * they leave the stream to readBody.
 */
export const FUNCTION_CONFIG: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: NEVER_PARSED },
    text: { type: NEVER_PARSED },
    raw: { type: NEVER_PARSED },
    urlencoded: { type: NEVER_PARSED, extended: false },
  },
};

/** The parts of Gatsby's request the pipeline uses (tests pass a Readable with these). */
export interface FunctionRequest extends BodySource {
  method?: string;
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
}

/** The parts of Gatsby's (express's) response the pipeline uses. */
export interface FunctionResponse {
  headersSent: boolean;
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  json(body: object): unknown;
}

export interface Answer {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

const kilobytes = (bytes: number): string =>
  bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes.toLocaleString("en-GB")} bytes`;

export const HTTP_PROBLEMS = {
  methodNotAllowed: { error: "Method not allowed", hint: "Send the form with POST" },
  unsupportedType: {
    error: "Unsupported content type",
    hint: "Send the body as application/json (UTF-8)",
  },
  malformedJson: { error: "Malformed JSON", hint: "The request body is not valid JSON" },
  serverError: { error: "Something went wrong", hint: "Please try again in a moment" },
  tooLarge: (limitBytes: number): LeadProblem => ({
    error: "Request body too large",
    hint: `Send at most ${kilobytes(limitBytes)}`,
  }),
  tooManyRequests: (seconds: number): LeadProblem => ({
    error: "Too many requests",
    hint: `Please try again in ${seconds} second${seconds === 1 ? "" : "s"}`,
  }),
} as const;

const problem = (status: number, body: LeadProblem, headers?: Record<string, string>): Answer => ({
  status,
  body: { error: body.error, hint: body.hint },
  ...(headers ? { headers } : {}),
});

/** What one endpoint adds to the shared pipeline. */
export interface Endpoint<T extends object> {
  kind: StoredKind;
  /** The body's known fields, typed and validated (src/lib/leads/parse). */
  parse(body: unknown): Parsed<T>;
  /** The plausible success a bot that filled the honeypot is shown. */
  decoy(): object;
  /** Sends the submission on; never throws, says what happened. */
  deliver(value: T, env: Env, fetch: Fetch): Promise<Delivery>;
  /** The answer for a stored entry: the same for the first request and for every repeat. */
  answer(entry: StoredEntry): Answer;
}

export interface HandlerDeps {
  env: () => Env;
  fetch: Fetch;
  log: (message: string, error?: unknown) => void;
  /** Defaults to one limiter shared by both endpoints. */
  limiter?: RateLimiter;
}

const DEFAULT_DEPS: HandlerDeps = {
  env: runtimeEnv,
  fetch: (input, init) => fetch(input, init),
  log: (message, error) =>
    error === undefined
      ? console.error(`[leads] ${message}`)
      : console.error(`[leads] ${message}`, error),
};

/** One limiter per process for both endpoints, made again only when its settings change. */
function sharedLimiter({ rateLimit, rateWindowMs }: LeadsSettings): RateLimiter {
  const limiters = processSingleton("rate-limiters", () => new Map<string, RateLimiter>());
  const key = `${rateLimit}/${rateWindowMs}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiters.clear();
    limiter = createRateLimiter({ limit: rateLimit, windowMs: rateWindowMs });
    limiters.set(key, limiter);
  }
  return limiter;
}

/**
 * The request pipeline both endpoints share: POST only (405), JSON only (415), per-client rate
 * limit (429), idempotency key (400), body read from the stream with a byte limit (413), JSON
 * (400), honeypot (a decoy 200), the endpoint's validation (400), then deliver, store and answer.
 * A repeated idempotency key answers as the first request did and stores nothing.
 */
export function createEndpointHandler<T extends object>(
  endpoint: Endpoint<T>,
  overrides: Partial<HandlerDeps> = {},
): (req: FunctionRequest, res: FunctionResponse) => Promise<void> {
  const deps: HandlerDeps = { ...DEFAULT_DEPS, ...overrides };
  const flights = processSingleton("in-flight", () => createSingleFlight<Answer>());

  async function accept(value: T, key: string | null, env: Env, dataDir: string): Promise<Answer> {
    const store = leadStore(dataDir);
    const delivery = await endpoint.deliver(value, env, deps.fetch);
    const { entry, duplicate } = key
      ? await store.appendOnce(endpoint.kind, key, value, delivery)
      : { entry: await store.append(endpoint.kind, value, delivery), duplicate: false };
    if (!duplicate && !delivery.ok) {
      deps.log(
        `${endpoint.kind} ${entry.id} stored; ${delivery.to} failed: ${delivery.detail ?? ""}`,
      );
    }
    return endpoint.answer(entry);
  }

  async function pipeline(req: FunctionRequest): Promise<Answer | null> {
    if (req.method !== "POST") {
      return problem(405, HTTP_PROBLEMS.methodNotAllowed, { Allow: "POST" });
    }
    if (!isJsonContentType(req.headers["content-type"])) {
      return problem(415, HTTP_PROBLEMS.unsupportedType);
    }
    const env = deps.env();
    const settings = leadsSettings(env);
    const limiter = deps.limiter ?? sharedLimiter(settings);
    const rate = limiter.check(clientAddress(req, settings.trustProxy));
    if (!rate.allowed) {
      return problem(429, HTTP_PROBLEMS.tooManyRequests(rate.retryAfterSeconds), {
        "Retry-After": String(rate.retryAfterSeconds),
      });
    }
    const idempotency = readIdempotencyKey(req.headers);
    if (!idempotency.ok) return problem(400, idempotency.problem);

    const body = await readBody(req, settings.bodyLimitBytes);
    if (!body.ok) {
      if (body.reason === "aborted") return null; // the client left; nobody to answer
      if (body.reason === "too-large")
        return problem(413, HTTP_PROBLEMS.tooLarge(settings.bodyLimitBytes));
      return problem(400, HTTP_PROBLEMS.malformedJson);
    }
    let json: unknown;
    try {
      json = JSON.parse(body.text);
    } catch {
      return problem(400, HTTP_PROBLEMS.malformedJson);
    }
    if (isHoneypotFilled(json)) return { status: 200, body: endpoint.decoy() };
    const parsed = endpoint.parse(json);
    if (!parsed.ok) return problem(400, parsed.problem);

    const { key } = idempotency;
    if (key === null) return accept(parsed.value, null, env, settings.dataDir);
    const stored = await leadStore(settings.dataDir).find(endpoint.kind, key);
    if (stored) return endpoint.answer(stored);
    return flights.run(`${endpoint.kind}\n${settings.dataDir}\n${key}`, () =>
      accept(parsed.value, key, env, settings.dataDir),
    );
  }

  function send(res: FunctionResponse, answer: Answer): void {
    if (res.headersSent) return;
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.status(answer.status);
    res.json(answer.body);
  }

  return async function handle(req, res) {
    try {
      const answer = await pipeline(req);
      if (answer) send(res, answer);
    } catch (error) {
      deps.log(`${endpoint.kind} request failed`, error);
      try {
        send(res, problem(500, HTTP_PROBLEMS.serverError));
      } catch (sendError) {
        deps.log(`${endpoint.kind} error answer failed`, sendError);
      }
    }
  };
}
