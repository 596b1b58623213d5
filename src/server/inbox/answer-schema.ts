import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";

/**
 * A route's declared answer (src/lib/inbox/answers.ts) as Fastify's response schema: what a 200
 * carries is serialised by it, so the route cannot send a field its declaration lacks.
 */
export const answerSchema = (schema: v.GenericSchema) => ({
  response: { 200: toJsonSchema(schema, { errorMode: "ignore" }) },
});
