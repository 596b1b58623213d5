import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { BODY_NOT_OBJECT } from "../../lib/leads/fields";
import type { LeadProblem } from "../../lib/leads/types";
import { problemPage, problemReply, type Reply } from "../pipeline";
import { bodyType } from "./body-type";
import { HTTP_PROBLEMS, HttpProblem } from "./problems";
import { ownPageRoute } from "./same-site";

/**
 * After a refusal the rest of a body is read and dropped, so that the client sees the answer
 * rather than a reset connection; a client that keeps sending beyond this much more is cut off.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

/** Stops reading a body that will not be answered: a bounded amount is drained, then cut off. */
export function discardBody(raw: IncomingMessage): void {
  if (raw.readableEnded) return;
  let dropped = 0;
  raw.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT_BYTES) raw.destroy();
  });
  raw.on("error", () => undefined);
  raw.resume();
}

/** Sends one of the pipeline's answers. */
export function send(reply: FastifyReply, answer: Reply): FastifyReply {
  reply.code(answer.status).headers(answer.headers);
  if ("json" in answer) return reply.type("application/json; charset=utf-8").send(answer.json);
  return reply.type("text/html; charset=utf-8").send(answer.html);
}

interface Refusal {
  status: number;
  problem: LeadProblem;
  headers?: Record<string, string>;
  /** The body was not (all) read: the connection ends after the answer. */
  unread?: boolean;
}

const CLOSE = { Connection: "close" };

/** Fastify's own refusals (parsers, limits, schemas) and ours, in our words; null for a fault. */
function refusalFor(
  error: FastifyError | HttpProblem,
  asForm: boolean,
  limit: number,
): Refusal | null {
  // Raised by a hook, before the body was read.
  if (error instanceof HttpProblem) {
    return {
      status: error.statusCode,
      problem: error.problem,
      headers: { ...error.headers },
      unread: true,
    };
  }
  const malformed = asForm ? HTTP_PROBLEMS.malformedForm : HTTP_PROBLEMS.malformedJson;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, problem: HTTP_PROBLEMS.tooLarge(limit), unread: true };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, problem: HTTP_PROBLEMS.unsupportedType, unread: true };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, problem: malformed, unread: true };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, problem: HTTP_PROBLEMS.malformedJson };
    default:
      if (error.validation) {
        return { status: 400, problem: asForm ? HTTP_PROBLEMS.unknownForm : BODY_NOT_OBJECT };
      }
      // A request Node or Fastify could not make sense of (a bad URL, an aborted body).
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return { status: 400, problem: HTTP_PROBLEMS.badAddress, unread: true };
      }
      return null;
  }
}

/**
 * The app's one error handler: every refusal as `{ error, hint }` (or, for a form posted without
 * scripts, a page with the way back), and every fault as a 500 in our words with the detail logged.
 */
export function errorHandler(options: {
  bodyLimit: number;
  hosts: (request: FastifyRequest) => string[];
  log: (message: string, error?: unknown) => void;
}) {
  return (error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) => {
    const asForm = bodyType(request.headers["content-type"]) === "form";
    let refusal = refusalFor(error, asForm, options.bodyLimit);
    if (!refusal) {
      options.log(`${request.method} ${request.url.slice(0, 200)} failed`, error);
      refusal = { status: 500, problem: HTTP_PROBLEMS.serverError };
    }
    const headers = { ...refusal.headers, ...(refusal.unread ? CLOSE : {}) };
    if (headers.Connection === "close") discardBody(request.raw);
    const answer = asForm
      ? problemPage(
          refusal.status,
          refusal.problem,
          ownPageRoute(request.headers, options.hosts(request)),
          headers,
        )
      : problemReply(refusal.status, refusal.problem, headers);
    return send(reply, answer);
  };
}

/** Node's refusals of a request it could not parse, as their status lines say them. */
const CLIENT_ERRORS: Record<string, [number, string, LeadProblem]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", HTTP_PROBLEMS.timedOut],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", HTTP_PROBLEMS.headersTooLarge],
};

/**
 * Answers what Node's HTTP parser refused (a request line it cannot read, a deadline passed) with
 * the site's headers and our words, never the request's, then closes the connection.
 */
export function clientError(headers: Record<string, string>) {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, phrase, problem] = CLIENT_ERRORS[error.code ?? ""] ?? [
      400,
      "Bad Request",
      HTTP_PROBLEMS.badRequest,
    ];
    const body = JSON.stringify(problem);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${phrase}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${lines.join("")}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
