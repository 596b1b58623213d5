import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { CONFIRM_ENDPOINT, CONFIRM_TOKEN_FIELD, confirmPath } from "../../lib/leads/confirm";
import { confirmAddress } from "../confirm";
import { fieldOf, openedLink, sendTokenPage, storeOf } from "../http/link-page";
import { seeOther } from "../http/see-other";
import type { PipelineContext } from "../pipeline";

export interface ConfirmRoutesOptions {
  context: PipelineContext;
  rateLimit: onRequestHookHandler;
  /** The headers the built site gives a page (its security policy among them). */
  pageHeaders: (path: string) => Record<string, string>;
}

const BROKEN = { invalid: confirmPath("invalid"), expired: confirmPath("expired") };

/** The token from the link's query, or from the page's form. */
const tokenOf = (query: unknown, body: unknown): unknown =>
  fieldOf(query, CONFIRM_TOKEN_FIELD) ?? fieldOf(body, CONFIRM_TOKEN_FIELD);

/**
 * The link in a sign-up's email that confirms its address (double opt-in, src/server/confirm.ts).
 * GET opens the page that asks, its form carrying the token, and changes nothing: mail scanners
 * follow links. Its button (a POST) confirms every sign-up from the address, each then owed the
 * platform. The token is the only key; an expired one leads to a page that says so, and so does a
 * link whose address is already confirmed.
 */
export async function confirmRoutes(
  fastify: FastifyInstance,
  { context, rateLimit, pageHeaders }: ConfirmRoutesOptions,
): Promise<void> {
  fastify.get(CONFIRM_ENDPOINT, { onRequest: [rateLimit] }, async (request, reply) => {
    const token = tokenOf(request.query, undefined);
    const link = await openedLink(context, "confirm", token, reply, BROKEN);
    if (!link || typeof token !== "string") return reply;
    // A used link says so, rather than offering a button that would change nothing.
    if (await storeOf(context).isConfirmed(link.email)) {
      return seeOther(reply, confirmPath("already"));
    }
    const path = confirmPath("ask");
    return sendTokenPage(
      reply,
      context,
      { path, headers: pageHeaders(path), field: CONFIRM_TOKEN_FIELD, invalid: BROKEN.invalid },
      token,
    );
  });

  fastify.post(
    CONFIRM_ENDPOINT,
    { onRequest: [rateLimit], schema: { body: { type: "object" } } },
    async (request, reply) => {
      const store = storeOf(context);
      const token = tokenOf(request.query, request.body);
      const link = await openedLink(context, "confirm", token, reply, BROKEN);
      if (!link) return reply;
      const confirmed = await confirmAddress(store, link.email, context.settings);
      if (confirmed) await context.afterStore();
      const already = !confirmed && (await store.isConfirmed(link.email));
      return seeOther(reply, confirmPath(already ? "already" : "done"));
    },
  );
}
