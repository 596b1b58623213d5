import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { attemptDelivery, HTTP_TARGETS } from "./deliver";
import { receive, serverErrorReply, type Endpoint } from "./pipeline";
import { mailSettings, runtimeEnv, storeChoice, type Env } from "./runtime-env";
import { createLeadsService, type LeadsService } from "./service";

export const HEALTH_PATH = "/api/health";

/** A content type no client sends, so none of Gatsby's body parsers touches the stream. */
const NEVER_PARSED = "application/vnd.scalewise.never";

/**
 * Each function exports this: Gatsby runs express's json, text, raw and urlencoded parsers before
 * the handler, and they would read the body with their own limit and answers. Matching no request,
 * they leave the stream to the pipeline.
 */
export const FUNCTION_CONFIG: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: NEVER_PARSED },
    text: { type: NEVER_PARSED },
    raw: { type: NEVER_PARSED },
    urlencoded: { type: NEVER_PARSED, extended: false },
  },
};

// One service per process, shared by both functions. On Netlify a function's process may be frozen
// once it has answered, so a new lead's deliveries are tried before the answer (for a few seconds;
// the scheduled function retries the rest). `gatsby serve` evaluates a function afresh on every
// request, so the service lives on globalThis to outlast one evaluation.
const SERVICE = Symbol.for("scalewise.leads.function-service");
const BEFORE_ANSWER_MS = 5_000;

/** The Netlify function that sends the emails (netlify/functions), asked with a shared token. */
export const EMAIL_SENDER_PATH = "/.netlify/functions/send-owed-deliveries-background";
export const TRIGGER_HEADER = "x-leads-trigger";

/** Both functions derive it from the database they share, so only they know it. */
export function triggerToken(env: Env): string {
  const store = storeChoice(env);
  const secret = store.kind === "postgres" ? store.url : "";
  return createHash("sha256").update(`scalewise deliveries\n${secret}`).digest("hex");
}

/** Asks Netlify's function to send the emails now owed; waits for its 202 only. */
async function wakeEmailSender(env: Env): Promise<void> {
  const site = env.URL?.trim();
  if ("off" in mailSettings(env) || !site) return; // a preview: `npm run leads -- --retry` sends them
  await fetch(new URL(EMAIL_SENDER_PATH, site), {
    method: "POST",
    headers: { [TRIGGER_HEADER]: triggerToken(env) },
    signal: AbortSignal.timeout(3_000),
  }).catch(() => undefined);
}

export function functionService(): LeadsService {
  const holder = globalThis as { [SERVICE]?: LeadsService };
  if (!holder[SERVICE]) {
    const publicDir = join(globalThis.process.cwd(), "public");
    const env = runtimeEnv();
    holder[SERVICE] = createLeadsService({
      env,
      publicDir: existsSync(publicDir) ? publicDir : null,
      // Gatsby compiles functions without JSX, which the emails are written in: a function makes
      // the HTTP deliveries and hands the emails to Netlify's own function, which has it.
      attempt: attemptDelivery,
      targets: HTTP_TARGETS,
      handOff: () => wakeEmailSender(env),
      deliver: { beforeAnswerMs: BEFORE_ANSWER_MS },
    });
  }
  return holder[SERVICE];
}

/** Closes this process's service, so that the next request starts afresh (tests; a shutdown). */
export async function closeFunctionService(): Promise<void> {
  const holder = globalThis as { [SERVICE]?: LeadsService };
  const service = holder[SERVICE];
  holder[SERVICE] = undefined;
  await service?.close();
}

/** A Gatsby Function (a Netlify Function through gatsby-adapter-netlify) for one endpoint. */
export function functionHandler<T extends object>(endpoint: Endpoint<T>) {
  return async function handle(
    req: GatsbyFunctionRequest,
    res: GatsbyFunctionResponse,
  ): Promise<void> {
    const service = functionService();
    const post = {
      method: req.method ?? "GET",
      headers: req.headers,
      remoteAddress: req.socket?.remoteAddress,
      body: req,
    };
    let answer;
    try {
      answer = await receive(endpoint, post, service.context);
    } catch (error) {
      service.context.log(`${endpoint.kind} request failed`, error);
      answer = serverErrorReply(post);
    }
    if (!answer || res.headersSent) return;
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.status(answer.status);
    if ("json" in answer) {
      res.json(answer.json);
    } else {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.send(answer.html);
    }
  };
}

/** GET /api/health as a function. */
export async function healthHandler(
  _req: GatsbyFunctionRequest,
  res: GatsbyFunctionResponse,
): Promise<void> {
  const { status, body } = await functionService().health();
  res.setHeader("Cache-Control", "no-store");
  res.status(status);
  res.json(body);
}
