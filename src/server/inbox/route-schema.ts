import { toJsonSchema } from "@valibot/to-json-schema";
import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type * as v from "valibot";
import { problemAnswer } from "../../lib/inbox/answers";
import type { InboxRoute } from "../../lib/inbox/endpoints";
import { parseWith } from "../../lib/leads/field-schemas";
import { HttpProblem } from "../http/problems";

const jsonSchema = (schema: v.GenericSchema, typeMode: "input" | "output") =>
  toJsonSchema(schema, { errorMode: "ignore", typeMode });

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown;

/** A route's request as its declaration types it: what the validator left in each part. */
export interface Declared<R extends InboxRoute> extends RouteGenericInterface {
  Params: Output<R["params"]>;
  Querystring: Output<R["query"]>;
  Body: Output<R["body"]>;
  /** What the handler answers: the declared answer, or a file's stream or text. */
  Reply: R["download"] extends true ? unknown : Output<R["answer"]>;
}

/**
 * A route's declaration (src/lib/inbox/endpoints.ts) as Fastify's schema and validator. Fastify
 * shows and serialises by the JSON Schemas: a success carries only what its declaration has, a
 * refusal only `{ error, hint }`. Each part of the request is validated by the declaration's own
 * Valibot schema, so a bad one is a 400 in the product's words (Ajv's would name its keywords),
 * and the handler is given the part as the schema outputs it.
 */
export function routeSchema(route: InboxRoute): {
  schema: FastifySchema;
  validatorCompiler: FastifySchemaCompiler<unknown>;
} {
  const parts: Record<string, v.GenericSchema | undefined> = {
    params: route.params,
    querystring: route.query,
    body: route.body,
  };
  const schema: FastifySchema = {
    response: {
      [route.status]: jsonSchema(route.answer, "output"),
      "4xx": jsonSchema(problemAnswer, "output"),
      "5xx": jsonSchema(problemAnswer, "output"),
    },
  };
  for (const [part, declared] of Object.entries(parts)) {
    if (declared) Object.assign(schema, { [part]: jsonSchema(declared, "input") });
  }
  return {
    schema,
    validatorCompiler: ({ httpPart }) => {
      const declared = parts[httpPart ?? ""];
      return (data: unknown) => {
        if (!declared) return { value: data };
        const parsed = parseWith(declared, data);
        return parsed.ok
          ? { value: parsed.value }
          : { error: new HttpProblem(400, parsed.problem) };
      };
    },
  };
}

/** Adds a declared route: its guard, its schema and validator, and a handler typed by them. */
export function declaredRoute<R extends InboxRoute>(
  fastify: FastifyInstance,
  route: R,
  onRequest: onRequestHookHandler | onRequestHookHandler[],
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    Declared<R>
  >,
): void {
  fastify.route<Declared<R>>({
    method: route.method,
    url: route.url,
    onRequest,
    ...routeSchema(route),
    handler,
  });
}
