import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import { INBOX_API } from "../../../lib/inbox/api";
import { HttpProblem } from "../../http/problems";
import type { InboxContext } from "../context";
import { inboxOrigins } from "../origins";
import { guards } from "../guard";
import { INBOX_PROBLEMS } from "../problems";
import { storeDownProblem } from "../store-down";
import { deskRoutes } from "./desk";
import { deskTeamRoutes } from "./desk-team";
import { leadRoutes } from "./leads";
import { passkeyRoutes } from "./passkeys";
import { replyRoutes } from "./reply";
import { signInRoutes } from "./sign-in";
import { teamRoutes } from "./team";

/** Every inbox answer: kept by no cache, indexed by no search engine. */
export const INBOX_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** What the inbox takes beside the app's settings and stores. */
export type InboxRoutesOptions = Pick<InboxContext, "fetch" | "log" | "afterStore" | "background">;

/**
 * The inbox's API under /api/inbox (docs/inbox.md), in a scope of its own, on the stores and
 * settings the app carries.
 */
export async function inboxApi(
  fastify: FastifyInstance,
  options: InboxRoutesOptions,
): Promise<void> {
  const { stores, settings } = fastify;
  if ("unavailable" in stores) throw new Error(`the inbox needs a store: ${stores.unavailable}`);
  const context: InboxContext = {
    ...options,
    ...stores,
    settings,
    origins: inboxOrigins(settings),
  };
  await fastify.register(cookie);
  fastify.addHook("onSend", async (_request, reply) => {
    reply.headers(INBOX_HEADERS);
  });
  // The page reads with GET: a HEAD would run a read's handler, and its audit entry, unseen.
  fastify.addHook("onRequest", async (request) => {
    if (request.method === "HEAD") {
      throw new HttpProblem(405, INBOX_PROBLEMS.headRefused, { Allow: "GET" });
    }
  });
  // A fault while the store is down is a 503 the page can wait out; the app's handler words it.
  fastify.setErrorHandler(async (error) => {
    throw (await storeDownProblem(context, error)) ?? error;
  });
  // An address under the API that no route has: our words, never Fastify's (which repeat it). A
  // read of one is the site's, which answers every other address's GET with its page.
  await fastify.register(
    async (api) => {
      api.setNotFoundHandler(async () => {
        throw new HttpProblem(404, INBOX_PROBLEMS.noRoute);
      });
    },
    { prefix: INBOX_API },
  );
  const guard = guards({ store: () => context.inbox, origins: context.origins });
  signInRoutes(fastify, context, guard);
  leadRoutes(fastify, context, guard);
  replyRoutes(fastify, context, guard);
  teamRoutes(fastify, context, guard);
  deskRoutes(fastify, context, guard);
  deskTeamRoutes(fastify, context, guard);
  passkeyRoutes(fastify, context, guard);
}
