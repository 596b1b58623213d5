import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import {
  MY_DATA_CONFIRM_FIELD,
  MY_DATA_CONFIRM_VALUE,
  MY_DATA_EMAIL_FIELD,
  MY_DATA_ENDPOINT,
  MY_DATA_ERASE_ENDPOINT,
  MY_DATA_EXPORT_ENDPOINT,
  MY_DATA_EXPORT_FILENAME,
  MY_DATA_TOKEN_FIELD,
  myDataPath,
} from "../../lib/leads/my-data";
import { checkEmail, EMAIL_PROBLEMS } from "../../lib/leads/email-rules";
import { bodyType } from "../http/body-type";
import { fieldOf, openedLink, sendTokenPage, storeOf, storesOf } from "../http/link-page";
import { HTTP_PROBLEMS, HttpProblem } from "../http/problems";
import { NO_STORE, seeOther } from "../http/see-other";
import { isCrossSite } from "../http/same-site";
import { requestMyData } from "../my-data";
import { erasePerson, exportPerson } from "../person-data";
import type { PipelineContext } from "../pipeline";

export interface MyDataRoutesOptions {
  context: PipelineContext;
  rateLimit: onRequestHookHandler;
  /** The hosts our own pages are served from, for this request. */
  hosts: (request: FastifyRequest) => string[];
  /** The headers the built site gives a page (its security policy among them). */
  pageHeaders: (path: string) => Record<string, string>;
}

export const MY_DATA_PROBLEMS = {
  notSent: {
    error: "We couldn't send the email just now",
    hint: "Please try again in a few minutes, or write to us from the contact page",
  },
  notConfirmed: {
    error: "Erasure not confirmed",
    hint: "Tick the box to confirm that you want everything erased, then press the button again",
  },
};

const BROKEN = { invalid: myDataPath("invalid"), expired: myDataPath("expired") };

/** The element on /privacy/my-data/yours that shows whose data it is. */
export const MY_DATA_EMAIL_SELECTOR = "[data-my-data-email]";

/**
 * A visitor's way to their own data. POST /api/my-data emails the address given its link (or word
 * that nothing is held) and answers the same whatever is held; the link (GET, with its token)
 * opens /privacy/my-data/yours, whose two forms post the token back to download everything held
 * under its address or to erase it. The token is the only key, and names one address: nothing
 * posted beside it can point it at another.
 */
export async function myDataRoutes(
  fastify: FastifyInstance,
  { context, rateLimit, hosts, pageHeaders }: MyDataRoutesOptions,
): Promise<void> {
  const sameSite: onRequestHookHandler = async (request) => {
    if (isCrossSite(request.headers, hosts(request))) {
      throw new HttpProblem(403, HTTP_PROBLEMS.crossSite);
    }
  };
  const asForm = (request: FastifyRequest) => bodyType(request.headers["content-type"]) === "form";

  /** The link's address; or null, the visitor sent to the page that says why not. */
  const linkOf = (token: unknown, reply: FastifyReply) =>
    openedLink(context, "my-data", token, reply, BROKEN);

  fastify.post(
    MY_DATA_ENDPOINT,
    { onRequest: [sameSite, rateLimit], schema: { body: { type: "object" } } },
    async (request, reply) => {
      const store = storeOf(context);
      const email = fieldOf(request.body, MY_DATA_EMAIL_FIELD);
      const problem = checkEmail(email);
      if (problem || typeof email !== "string") {
        throw new HttpProblem(400, problem ?? HTTP_PROBLEMS.badAddress);
      }
      const result = await requestMyData(store, context.settings, email);
      if (result.outcome === "refused") throw new HttpProblem(400, EMAIL_PROBLEMS.emailInvalid);
      if (result.outcome === "failed") {
        context.log(`my-data: no email sent: ${result.detail}`);
        throw new HttpProblem(503, MY_DATA_PROBLEMS.notSent);
      }
      if (asForm(request)) return seeOther(reply, myDataPath("sent"));
      return reply.code(200).headers(NO_STORE).send({ ok: true });
    },
  );

  fastify.get(MY_DATA_ENDPOINT, { onRequest: [rateLimit] }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>)[MY_DATA_TOKEN_FIELD];
    const link = await linkOf(token, reply);
    if (!link || typeof token !== "string") return reply;
    const path = myDataPath("yours");
    return sendTokenPage(
      reply,
      context,
      { path, headers: pageHeaders(path), field: MY_DATA_TOKEN_FIELD, invalid: BROKEN.invalid },
      token,
      { [MY_DATA_EMAIL_SELECTOR]: link.email },
    );
  });

  fastify.post(
    MY_DATA_EXPORT_ENDPOINT,
    { onRequest: [sameSite, rateLimit], schema: { body: { type: "object" } } },
    async (request, reply) => {
      const stores = storesOf(context);
      const link = await linkOf(fieldOf(request.body, MY_DATA_TOKEN_FIELD), reply);
      if (!link) return reply;
      const data = await exportPerson(stores, link.email);
      return reply
        .code(200)
        .headers({
          ...NO_STORE,
          "Content-Disposition": `attachment; filename="${MY_DATA_EXPORT_FILENAME}"`,
        })
        .type("application/json; charset=utf-8")
        .send(JSON.stringify(data, null, 2));
    },
  );

  fastify.post(
    MY_DATA_ERASE_ENDPOINT,
    { onRequest: [sameSite, rateLimit], schema: { body: { type: "object" } } },
    async (request, reply) => {
      const store = storeOf(context);
      const link = await linkOf(fieldOf(request.body, MY_DATA_TOKEN_FIELD), reply);
      if (!link) return reply;
      if (fieldOf(request.body, MY_DATA_CONFIRM_FIELD) !== MY_DATA_CONFIRM_VALUE) {
        throw new HttpProblem(400, MY_DATA_PROBLEMS.notConfirmed);
      }
      await erasePerson(store, link.email, { settings: context.settings, fetch, by: "visitor" });
      return seeOther(reply, myDataPath("erased"));
    },
  );
}
