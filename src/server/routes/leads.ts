import { toJsonSchema } from "@valibot/to-json-schema";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { bodyType, postedFields, type FormBody } from "../http/body-type";
import { discardBody, send } from "../http/errors";
import { HTTP_PROBLEMS, HttpProblem, PROBLEM_SCHEMA } from "../http/problems";
import { isCrossSite, ownPageRoute } from "../http/same-site";
import { readIdempotencyKey } from "../idempotency";
import {
  acceptForm,
  acceptJson,
  problemReply,
  type Endpoint,
  type PipelineContext,
} from "../pipeline";

export interface LeadRoutesOptions {
  context: PipelineContext;
  /** @fastify/rate-limit's hook (src/server/http/rate-limit). */
  rateLimit: onRequestHookHandler;
  /** The hosts our own pages are served from, for this request. */
  hosts: (request: FastifyRequest) => string[];
  endpoints: readonly Endpoint[];
}

const OTHER_METHODS = ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;

/**
 * The body's JSON Schema, from its Valibot schema: its fields, their types and limits, for anyone
 * reading the route. Fastify's own validator would answer in Ajv's words rather than the
 * product's, and before the honeypot is looked at, so it checks only that the body is an object
 * (as a form post's fields are); the endpoint's schema checks the rest, in the pipeline.
 */
const bodyShape = (endpoint: Endpoint) =>
  toJsonSchema(endpoint.schema, { errorMode: "ignore", typeMode: "input" });

const NOT_AN_OBJECT = [
  {
    keyword: "type",
    instancePath: "",
    schemaPath: "#/type",
    params: {},
    message: "must be object",
  },
];
const anObject = Object.assign(
  (body: unknown) => typeof body === "object" && body !== null && !Array.isArray(body),
  { errors: NOT_AN_OBJECT },
);

/**
 * The lead endpoints as Fastify routes. Before a byte of the body is read: a post from another
 * site's page is refused (403), then a body type we do not read (415), a store that would not
 * keep the lead (503), the client's rate limit (429) and the Idempotency-Key (400). Fastify then
 * reads the body within its limit (413) with its JSON or form parser; the pipeline does the rest.
 */
export async function leadRoutes(
  fastify: FastifyInstance,
  { context, rateLimit, hosts, endpoints }: LeadRoutesOptions,
): Promise<void> {
  // In this order: another site's post, a body we do not read, no store that would keep it.
  const refuseEarly: onRequestHookHandler = async (request) => {
    if (isCrossSite(request.headers, hosts(request))) {
      throw new HttpProblem(403, HTTP_PROBLEMS.crossSite);
    }
    const type = bodyType(request.headers["content-type"]);
    if (type !== "json" && type !== "form") {
      throw new HttpProblem(415, HTTP_PROBLEMS.unsupportedType);
    }
    if ("unavailable" in context.stores) throw new HttpProblem(503, HTTP_PROBLEMS.notStored);
  };
  // After the rate limit: a bad key counts against the client too.
  const keyChecked: onRequestHookHandler = async (request) => {
    const key = readIdempotencyKey(request.headers);
    if (!key.ok) throw new HttpProblem(400, key.problem);
  };

  for (const endpoint of endpoints) {
    fastify.route({
      method: "POST",
      url: endpoint.path,
      onRequest: [refuseEarly, rateLimit, keyChecked],
      validatorCompiler: () => anObject,
      schema: {
        body: bodyShape(endpoint),
        response: { 200: endpoint.answerSchema, "4xx": PROBLEM_SCHEMA, "5xx": PROBLEM_SCHEMA },
      },
      handler: async (request, reply) => {
        const key = readIdempotencyKey(request.headers);
        const submitted = {
          key: key.ok ? key.key : null,
          page: ownPageRoute(request.headers, hosts(request)),
        };
        const answer =
          bodyType(request.headers["content-type"]) === "form"
            ? await acceptForm(endpoint, postedFields(request.body as FormBody), submitted, context)
            : await acceptJson(endpoint, request.body, submitted, context);
        return send(reply, answer);
      },
    });
    fastify.route({
      method: [...OTHER_METHODS],
      url: endpoint.path,
      // Answered before any body is read.
      onRequest: async (request, reply) => {
        discardBody(request.raw);
        send(
          reply,
          problemReply(405, HTTP_PROBLEMS.methodNotAllowed, { Allow: "POST", Connection: "close" }),
        );
        return reply;
      },
      handler: async () => undefined,
    });
  }
}
