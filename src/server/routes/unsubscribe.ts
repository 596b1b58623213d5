import type { FastifyInstance, onRequestHookHandler } from "fastify";
import {
  ONE_CLICK_BODY,
  UNSUBSCRIBE_ENDPOINT,
  UNSUBSCRIBE_TOKEN_FIELD,
  unsubscribePath,
} from "../../lib/leads/unsubscribe";
import { readBuiltPage } from "../form-page";
import { postedFields, type FormBody } from "../http/body-type";
import { storeOf } from "../http/link-page";
import { HttpProblem } from "../http/problems";
import { NO_STORE, seeOther } from "../http/see-other";
import { openLink } from "../link-token";
import type { PipelineContext } from "../pipeline";
import { unsubscribe } from "../unsubscribe";
import { pageWithToken } from "../token-page";

export interface UnsubscribeRoutesOptions {
  context: PipelineContext;
  rateLimit: onRequestHookHandler;
  /** The headers the built site gives a page (its security policy among them). */
  pageHeaders: (path: string) => Record<string, string>;
}

const INVALID_LINK = {
  error: "This unsubscribe link is not valid",
  hint: "Use the link at the foot of our latest email",
};

const MULTIPART_LIMIT_BYTES = 8 * 1024;

/** The token from the link's query, or from the page's form. */
function tokenOf(query: unknown, body: unknown): unknown {
  const fromQuery = (query as Record<string, unknown> | undefined)?.[UNSUBSCRIBE_TOKEN_FIELD];
  if (fromQuery !== undefined) return fromQuery;
  if (typeof body !== "object" || body === null) return undefined;
  return postedFields(body as FormBody).get(UNSUBSCRIBE_TOKEN_FIELD)?.[0];
}

/** RFC 8058's one-click POST from a mail app, as opposed to our page's form. */
function isOneClick(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  return postedFields(body as FormBody).get("List-Unsubscribe")?.[0] === "One-Click";
}

/**
 * The link at the foot of every email a visitor gets, and in its List-Unsubscribe header. GET
 * opens the page that asks, its form carrying the token; a POST (that form, or a mail app's
 * one-click) unsubscribes at once. The token is the only key: a forged or altered one changes
 * nothing, and no Origin is asked for, since mail apps post from their own servers.
 */
export async function unsubscribeRoutes(
  fastify: FastifyInstance,
  { context, rateLimit, pageHeaders }: UnsubscribeRoutesOptions,
): Promise<void> {
  // RFC 8058 lets a mail app post multipart/form-data, which no other route takes: only a mail
  // app sends it here, so it is read (within a small limit) as the one-click it is.
  fastify.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: MULTIPART_LIMIT_BYTES },
    (_request, _body, done) => done(null, { ...ONE_CLICK_BODY }),
  );

  fastify.get(UNSUBSCRIBE_ENDPOINT, { onRequest: [rateLimit] }, async (request, reply) => {
    const store = storeOf(context);
    const token = tokenOf(request.query, undefined);
    const link = await openLink(store, context.settings, token, "unsubscribe");
    if (!link || typeof token !== "string") return seeOther(reply, unsubscribePath("invalid"));
    const built = context.publicDir
      ? await readBuiltPage(context.publicDir, unsubscribePath("ask"))
      : null;
    const html = built && pageWithToken(built, UNSUBSCRIBE_TOKEN_FIELD, token);
    if (!html) return seeOther(reply, unsubscribePath("invalid"));
    return (
      reply
        .code(200)
        // The page's own headers (its policy), never cached, and the token never sent on.
        .headers({
          ...pageHeaders(unsubscribePath("ask")),
          ...NO_STORE,
          "Referrer-Policy": "no-referrer",
        })
        .type("text/html; charset=utf-8")
        .send(html)
    );
  });

  fastify.post(UNSUBSCRIBE_ENDPOINT, { onRequest: [rateLimit] }, async (request, reply) => {
    const store = storeOf(context);
    const oneClick = isOneClick(request.body);
    const link = await openLink(
      store,
      context.settings,
      tokenOf(request.query, request.body),
      "unsubscribe",
    );
    if (!link) {
      if (!oneClick) return seeOther(reply, unsubscribePath("invalid"));
      throw new HttpProblem(400, INVALID_LINK);
    }
    const { platformOwed } = await unsubscribe(store, link.email, context.settings);
    await context.afterStore();
    // The page says the platform was asked only when it was.
    if (!oneClick)
      return seeOther(reply, unsubscribePath(platformOwed ? "done-everywhere" : "done"));
    // Empty, as mail apps expect of a one-click answer.
    return reply.code(200).headers(NO_STORE).send();
  });
}
