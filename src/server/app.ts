import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { attemptAny } from "./attempt";
import { background, type Background } from "./background";
import { contactEndpoint } from "./contact";
import { decorate } from "./decorations";
import { DEADLINES } from "./http/deadlines";
import { clientError, errorHandler } from "./http/errors";
import { memoryHitCounter } from "./http/hit-counter";
import { registerRateLimit } from "./http/rate-limit";
import { ownHostsOf } from "./http/same-site";
import { siteHeaders } from "./http/site-headers";
import { inboxApi } from "./inbox/routes";
import { inboxPage } from "./inbox/routes/page";
import { calculateRoutes } from "./routes/calculate";
import { confirmRoutes } from "./routes/confirm";
import { leadRoutes } from "./routes/leads";
import { myDataRoutes } from "./routes/my-data";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { createLeadsService, type LeadsService, type ServiceOptions } from "./service";
import { StaticSite } from "./static-site";
import { subscribeEndpoint } from "./subscribe";

export const HEALTH_PATH = "/api/health";

const JSON_TYPE = "application/json; charset=utf-8";
const OPAQUE_TYPE = "application/octet-stream";

export interface App {
  fastify: FastifyInstance;
  service: LeadsService;
  site: StaticSite | null;
  /** Work started by a request that its answer did not wait for. */
  background: Background;
}

export interface AppOptions extends Omit<ServiceOptions, "attempt"> {
  /** The built site: its headers on every answer, its pages for the forms' problem pages. */
  publicDir: string | null;
  /**
   * Serves the pages too (the production server: src/server/site-app.ts). Without it the app
   * answers the endpoints alone, as on Netlify, whose CDN serves the pages.
   */
  pages?: (fastify: FastifyInstance, site: StaticSite) => Promise<void>;
}

/**
 * The site's one HTTP app: the endpoints and /api/health (and, given `pages`, the built site),
 * with the build's security headers on every answer. The production server listens with it; on
 * Netlify one function hands it each request. Fastify reads and parses bodies, within the limit
 * and the deadlines in src/server/http/deadlines.ts; one error handler words every refusal.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  // Read for its headers and problem pages even where the host serves the pages itself.
  const site = options.publicDir ? new StaticSite(options.publicDir) : null;
  const service = createLeadsService({ attempt: attemptAny, ...options });
  const { settings, log } = service.context;
  const { leads } = settings;
  const ownHosts = ownHostsOf(settings.siteUrl);
  const hosts = (request: FastifyRequest) => ownHosts(request.host);
  const headersFor = siteHeaders(site, !settings.hsts);
  const handleError = errorHandler({ bodyLimit: leads.bodyLimitBytes, hosts, log });
  const fastify = Fastify({
    logger: false,
    return503OnClosing: true,
    // A "__proto__" or "constructor" key in a JSON body is dropped, never honoured or refused.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    // Behind our own proxy the client is the address it adds last to X-Forwarded-For; never else.
    trustProxy: leads.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: leads.bodyLimitBytes,
    connectionTimeout: DEADLINES.idleSocketMs,
    keepAliveTimeout: leads.trustProxy
      ? DEADLINES.keepAliveBehindProxyMs
      : DEADLINES.keepAliveDirectMs,
    requestTimeout: DEADLINES.requestMs,
    http: {
      headersTimeout: DEADLINES.headersMs,
      connectionsCheckingInterval: DEADLINES.checkEveryMs,
    },
    // A URL Fastify cannot decode answers before any hook: our headers and words are put on here,
    // all of them, as its answer's type is not known yet (a page, to a browser's form).
    frameworkErrors: (error, request, reply) => {
      reply.headers(headersFor(undefined, request.protocol === "https"));
      return handleError(error, request, reply);
    },
    // What Node's parser refuses has no request at all: still our headers and our words (JSON).
    clientErrorHandler: clientError(headersFor(JSON_TYPE, false)),
  });

  decorate(fastify, settings, service.context.stores);
  // Each answer gets the headers its type needs: the page-only ones on documents alone.
  fastify.addHook("onSend", async (request, reply) => {
    // A 304 has no body and no type; what it carries updates the headers the browser kept from
    // the 200, which had their own: it gets the every-answer ones alone.
    const type = reply.statusCode === 304 ? OPAQUE_TYPE : reply.getHeader("content-type");
    const headers = headersFor(
      typeof type === "string" ? type : undefined,
      request.protocol === "https",
    );
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
  fastify.setErrorHandler(handleError);

  await fastify.register(formbody);
  const counter = "unavailable" in service.store ? memoryHitCounter() : service.store.hitCounter();
  const rateLimit = await registerRateLimit(fastify, {
    limit: leads.rateLimit,
    windowMs: leads.rateWindowMs,
    counter,
  });
  await fastify.register(leadRoutes, {
    context: service.context,
    rateLimit,
    hosts,
    endpoints: [subscribeEndpoint, contactEndpoint],
  });
  await fastify.register(unsubscribeRoutes, {
    context: service.context,
    rateLimit,
    pageHeaders: () => site?.securityHeaders ?? {},
  });
  await fastify.register(confirmRoutes, {
    context: service.context,
    rateLimit,
    pageHeaders: () => site?.securityHeaders ?? {},
  });
  await fastify.register(myDataRoutes, {
    context: service.context,
    rateLimit,
    hosts,
    pageHeaders: () => site?.securityHeaders ?? {},
  });
  const afterAnswer = background();
  fastify.addHook("onClose", () => afterAnswer.idle());
  if (!("unavailable" in service.context.stores)) {
    await fastify.register(inboxApi, {
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      log,
      afterStore: service.context.afterStore,
      background: (work) => afterAnswer.add(work),
    });
  }
  await fastify.register(inboxPage, { publicDir: options.publicDir });
  // Here rather than with the pages: on Netlify, whose CDN serves those, /api/* still comes here.
  if (site) await fastify.register(calculateRoutes, { site });
  fastify.get(HEALTH_PATH, async (_request, reply) => {
    const { status, body } = await service.health();
    return reply.code(status).header("Cache-Control", "no-store").send(body);
  });
  if (site && options.pages) await options.pages(fastify, site);
  return { fastify, service, site, background: afterAnswer };
}
