import type { FastifyReply } from "fastify";

/** For every answer that carries or follows a link's token: never kept by a cache. */
export const NO_STORE = { "Cache-Control": "no-store" };

/** 303 to one of our pages: where a form posted without scripts lands after a POST. */
export const seeOther = (reply: FastifyReply, path: string) =>
  reply
    .code(303)
    .headers({ ...NO_STORE, Location: path })
    .send();
