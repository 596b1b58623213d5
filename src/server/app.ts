import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { attemptAny } from "./attempt";
import { contactEndpoint } from "./contact";
import { HEALTH_PATH } from "./gatsby-function";
import {
  HTTP_PROBLEMS,
  problemReply,
  receive,
  serverErrorReply,
  type Endpoint,
  type Reply,
} from "./pipeline";
import { createLeadsService, type LeadsService, type ServiceOptions } from "./service";
import { cacheControlFor, StaticSite } from "./static-site";
import { subscribeEndpoint } from "./subscribe";

export interface App {
  fastify: FastifyInstance;
  service: LeadsService;
  site: StaticSite;
}

function send(reply: FastifyReply, answer: Reply): FastifyReply {
  reply.code(answer.status).headers(answer.headers);
  if ("json" in answer) return reply.send(answer.json);
  return reply.type("text/html; charset=utf-8").send(answer.html);
}

/**
 * The production server for one machine: the built site from public/ with the headers and
 * rewrites the build wrote for hosts, and the two endpoints, their code loaded once. Nothing reads
 * an endpoint's body but the endpoint: method, type and size are checked first.
 */
export async function buildApp(
  options: Omit<ServiceOptions, "attempt"> & { publicDir: string },
): Promise<App> {
  const site = new StaticSite(options.publicDir);
  const service = createLeadsService({ attempt: attemptAny, ...options });
  const fastify = Fastify({ logger: false, return503OnClosing: true });

  // The build's security headers on every answer, pages and endpoints alike.
  fastify.addHook("onSend", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    for (const [name, value] of Object.entries(site.headersFor(path))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });

  await fastify.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await fastify.register(fastifyStatic, {
    root: options.publicDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
  });

  await fastify.register(async (api) => {
    // The endpoints read their own bodies, with their own limit and messages: no parser of
    // Fastify's touches the stream.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser("*", (_request, _payload, done) => done(null));
    // What Fastify itself refuses before an endpoint runs (a content type it cannot even parse)
    // is answered in the endpoints' words.
    api.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if (error.statusCode === 415)
        return send(reply, problemReply(415, HTTP_PROBLEMS.unsupportedType));
      service.context.log(`${request.method} ${request.url} failed`, error);
      return send(
        reply,
        serverErrorReply({ method: request.method, headers: request.headers, body: request.raw }),
      );
    });
    const mount = <T extends object>(endpoint: Endpoint<T>) =>
      api.all(endpoint.path, async (request: FastifyRequest, reply: FastifyReply) => {
        const post = {
          method: request.method,
          headers: request.headers,
          remoteAddress: request.raw.socket.remoteAddress,
          body: request.raw,
        };
        try {
          const answer = await receive(endpoint, post, service.context);
          if (!answer) return reply.code(499).send(); // the client left before its body arrived
          return send(reply, answer);
        } catch (error) {
          service.context.log(`${endpoint.kind} request failed`, error);
          return send(reply, serverErrorReply(post));
        }
      });
    mount(subscribeEndpoint);
    mount(contactEndpoint);

    api.get(HEALTH_PATH, async (_request, reply) => {
      const { status, body } = await service.health();
      return reply.code(status).header("Cache-Control", "no-store").send(body);
    });
  });

  const serveFile = async (request: FastifyRequest, reply: FastifyReply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split("?")[0] ?? "/");
    } catch {
      return reply.code(400).send({ error: "Bad request", hint: "The address is not valid" });
    }
    const found = site.resolve(path);
    if (found.kind === "redirect") return reply.redirect(found.location, found.status);
    reply.code(found.status).header("Cache-Control", cacheControlFor(found.file));
    return reply.sendFile(found.file);
  };
  fastify.get("/*", serveFile);
  return { fastify, service, site };
}
