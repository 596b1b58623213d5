import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { InboxContext } from "../context";
import { guards } from "../guard";
import { leadRoutes } from "./leads";
import { signInRoutes } from "./sign-in";
import { teamRoutes } from "./team";

/** Every inbox answer: kept by no cache, indexed by no search engine. */
export const INBOX_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export interface InboxRoutesOptions {
  context: InboxContext;
  hosts: (request: FastifyRequest) => string[];
}

/** The inbox's API under /api/inbox (docs/inbox.md), in a scope of its own. */
export async function inboxApi(
  fastify: FastifyInstance,
  { context, hosts }: InboxRoutesOptions,
): Promise<void> {
  await fastify.register(cookie);
  fastify.addHook("onSend", async (_request, reply) => {
    reply.headers(INBOX_HEADERS);
  });
  const guard = guards({ store: () => context.inbox, hosts });
  signInRoutes(fastify, context, guard);
  leadRoutes(fastify, context, guard);
  teamRoutes(fastify, context, guard);
}
