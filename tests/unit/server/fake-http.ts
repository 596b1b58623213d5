import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { IncomingHttpHeaders } from "node:http";
import type { FunctionRequest, FunctionResponse } from "../../../src/server/http";
import { leadStore } from "../../../src/server/lead-store";

export interface FakeRequestInit {
  method?: string;
  headers?: IncomingHttpHeaders;
  /** A string or object is sent as JSON text; chunks are sent as they are. */
  body?: string | object | Buffer[];
  ip?: string;
}

/** A request as Gatsby hands it over: a stream of body bytes with method, headers and socket. */
export function fakeRequest({
  method = "POST",
  headers = {},
  body = {},
  ip = "203.0.113.1",
}: FakeRequestInit = {}): FunctionRequest {
  const chunks = Array.isArray(body)
    ? body
    : [Buffer.from(typeof body === "string" ? body : JSON.stringify(body))];
  return Object.assign(Readable.from(chunks), {
    method,
    headers: { "content-type": "application/json", ...headers },
    socket: { remoteAddress: ip },
  });
}

export interface RecordedResponse extends FunctionResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
  ended: boolean;
}

/** Records what the handler answered: status, headers and the JSON body. */
export function fakeResponse(): RecordedResponse {
  const res: RecordedResponse = {
    statusCode: 200,
    headers: {},
    body: undefined,
    ended: false,
    headersSent: false,
    status(code) {
      res.statusCode = code;
      return res;
    },
    setHeader(name, value) {
      if (res.headersSent) throw new Error("headers already sent");
      res.headers[name.toLowerCase()] = value;
      return res;
    },
    json(body) {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.body = JSON.parse(JSON.stringify(body));
      res.headersSent = true;
      res.ended = true;
      return res;
    },
  };
  return res;
}

type Handler = (req: FunctionRequest, res: FunctionResponse) => Promise<void>;

/** Runs a handler on one fake request and resolves with what it answered. */
export async function call(
  handler: Handler,
  init: FakeRequestInit = {},
): Promise<RecordedResponse> {
  const res = fakeResponse();
  await handler(fakeRequest(init), res);
  return res;
}

/** A fresh data folder; `cleanup` closes its store and removes it. */
export async function tempDataDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "leads-test-"));
  return {
    dir,
    cleanup: async () => {
      await leadStore(dir).close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A stand-in for fetch: records each call and answers with `reply` (a status and JSON body, or
 * an error to throw, as a network failure would).
 */
export function fakeFetch(reply: { status: number; body?: unknown } | Error) {
  const calls: FetchCall[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)),
    });
    if (reply instanceof Error) throw reply;
    const empty = reply.status === 204 || reply.status === 205 || reply.status === 304;
    return new Response(empty ? null : JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetch, calls };
}
