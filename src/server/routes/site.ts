import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { HTTP_PROBLEMS } from "../http/problems";
import { cacheControlFor } from "../../lib/cache-control";
import type { StaticSite } from "../static-site";

/** Where a decoded path would take a browser if we redirected to it: off the site, or to a path. */
const LEAVES_THE_SITE = /^[/\\]{2}/;
/** A control character (C0, DEL or C1): never part of a path of ours. */
const CONTROL = /\p{Cc}/u;

/**
 * The built site from public/, as Gatsby's own server and hosts answer it (src/server/static-site).
 * A path that names another host once decoded (`/%2Fevil.example/`, `/\evil.example/`) or holds a
 * control character is the 404 page: a redirect never leaves the site and never carries a CR/LF.
 */
export async function siteRoutes(
  fastify: FastifyInstance,
  { site }: { site: StaticSite },
): Promise<void> {
  // Pages and files compressed on the fly where the build made no .br or .gz copy.
  await fastify.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await fastify.register(fastifyStatic, {
    root: site.publicDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
  });
  const notFound = { kind: "file", file: "404.html", status: 404 } as const;
  fastify.get("/*", async (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split("?")[0] ?? "/");
    } catch {
      return reply.code(400).send(HTTP_PROBLEMS.badAddress);
    }
    const unsafe = LEAVES_THE_SITE.test(path) || CONTROL.test(path) || path.includes("\\");
    const found = unsafe ? notFound : site.resolve(path);
    if (found.kind === "redirect") {
      return reply.redirect(encodeURI(found.location), found.status);
    }
    reply.code(found.status).header("Cache-Control", cacheControlFor(found.file));
    return reply.sendFile(found.file);
  });
}
