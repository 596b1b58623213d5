import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildApp, type App } from "./app";
import { closeMail } from "./mail";
import { runtimeEnv, type Env } from "./runtime-env";
import { readSettings } from "./settings";

/** What a Netlify function (v2) is given besides the request. */
export interface NetlifyContext {
  /** The visitor's address, as Netlify's edge saw it. */
  ip: string;
  /** Keeps the instance running for this work after the answer has gone. */
  waitUntil(work: Promise<unknown>): void;
}

interface Running {
  app: App;
  /** Where the app listens, inside this instance: http://127.0.0.1:port. */
  origin: string;
}

let running: Promise<Running> | null = null;

/**
 * The same Fastify app as the production server, listening on loopback inside the function's
 * instance, once per instance. Each request is handed to it over real HTTP, so Node's parser and
 * the app's limits, deadlines and error handler meet it exactly as they do on one machine. It
 * trusts that one hop: the visitor's address, host and scheme come from Netlify, as a reverse
 * proxy would give them.
 */
function start(env: Env): Promise<Running> {
  running ??= (async () => {
    const settings = readSettings({ ...env, LEADS_TRUST_PROXY: "1" });
    // From the setting, not a literal: Netlify's packager would take a literal folder for a
    // request to pack all of it (scripts, images, compressed twins), not the files it reads.
    const publicDir = resolve(settings.listen.publicDir);
    const app = await buildApp({
      settings,
      // The built pages the function carries (netlify.toml's included_files): the headers, and
      // the forms' pages to show their problems on.
      publicDir: existsSync(join(publicDir, "index.html")) ? publicDir : null,
      deliver: "by-caller",
    });
    const origin = await app.fastify.listen({ host: "127.0.0.1", port: 0 });
    return { app, origin };
  })().catch((error: unknown) => {
    running = null;
    throw error;
  });
  return running;
}

/** Headers only the hop to the app may set; a visitor's own are dropped. */
const HOP_HEADERS = [
  "connection",
  "forwarded",
  "host",
  "keep-alive",
  "transfer-encoding",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
];

/**
 * One request on Netlify: handed to the app, its answer returned as it is; then, while the
 * instance is kept for it, every delivery that is due (a new lead's emails and forwarding).
 */
export async function handleOnNetlify(
  request: Request,
  context: NetlifyContext,
  env: Env = runtimeEnv(),
): Promise<Response> {
  const { app, origin } = await start(env);
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_HEADERS) headers.delete(name);
  headers.set("x-forwarded-for", context.ip);
  headers.set("x-forwarded-host", url.host);
  headers.set("x-forwarded-proto", url.protocol.replace(/:$/, ""));
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const answer = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    redirect: "manual",
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
  const { outbox } = app.service;
  context.waitUntil(Promise.all([outbox?.runDue(), app.background.idle()]));
  const answered = new Headers(answer.headers);
  for (const name of HOP_HEADERS) answered.delete(name);
  return new Response(answer.body, { status: answer.status, headers: answered });
}

/** Stops the app (tests; an instance being shut down). */
export async function stopOnNetlify(): Promise<void> {
  const current = running;
  running = null;
  if (!current) return;
  const { app } = await current;
  await app.fastify.close();
  await app.service.close();
  closeMail();
}
