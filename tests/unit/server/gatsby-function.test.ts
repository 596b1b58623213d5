import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import {
  closeFunctionService,
  FUNCTION_CONFIG,
  functionService,
} from "../../../src/server/gatsby-function";
import { listAll } from "./harness";
import { startStandIn, type StandIn } from "./platform-stand-in";
import { postgresForTests } from "./postgres";

// The endpoints as Gatsby Functions: what Netlify runs through gatsby-adapter-netlify (and
// `gatsby serve` for a preview). Gatsby hands over express's request and response; these carry
// what the handler uses.

const postgres = postgresForTests();
const SAVED = { ...process.env };
let dir: string;
let platform: StandIn;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "functions-"));
  platform = await startStandIn();
  process.env = { ...SAVED, LEADS_DATA_DIR: dir, LEADS_RATE_LIMIT: "1000" };
});
afterEach(async () => {
  await closeFunctionService();
  process.env = { ...SAVED };
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

async function call(
  name: "subscribe" | "contact",
  body: string,
  headers: IncomingHttpHeaders = { "content-type": "application/json" },
): Promise<Recorded> {
  const { default: handler } = (await import(`../../../src/api/${name}`)) as {
    default: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;
  };
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method: "POST",
    headers,
    socket: { remoteAddress: "203.0.113.5" },
  });
  const recorded: Recorded = { status: 200, headers: {}, body: undefined };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (recorded.headers[name.toLowerCase()] = value),
    status: (code: number) => void (recorded.status = code),
    json: (value: unknown) => void (recorded.body = value),
    send: (value: unknown) => void (recorded.body = value),
  };
  await handler(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse);
  return recorded;
}

it("keeps Gatsby's body parsers off the stream", () => {
  for (const parser of ["json", "text", "raw", "urlencoded"] as const) {
    expect(FUNCTION_CONFIG.bodyParser?.[parser]?.type).toBe("application/vnd.scalewise.never");
  }
});

it("stores a lead and tries its delivery before answering (a function may be frozen after)", async () => {
  process.env.CONVERTKIT_API_KEY = "k";
  process.env.CONVERTKIT_FORM_ID = "1";
  process.env.CONVERTKIT_API_URL = platform.url;
  platform.answer(() => ({ status: 200, body: { subscription: { id: 7 } } }));
  const res = await call("subscribe", JSON.stringify({ email: "fn@example.com" }));
  expect(res.status).toBe(200);
  expect(platform.received).toHaveLength(1);
  const store = functionService().store;
  if ("unavailable" in store) throw new Error(store.unavailable);
  const [stored] = await listAll(store);
  expect(stored?.deliveries).toEqual([
    expect.objectContaining({ state: "delivered", subscriberId: "7" }),
  ]);
});

it("answers a form post with a 303 to its thank-you page", async () => {
  const body = new URLSearchParams({
    _form: "contact",
    name: "Ada",
    email: "ada@example.com",
    subject: "Hi",
    message: "Hello",
  });
  const res = await call("contact", body.toString(), {
    "content-type": "application/x-www-form-urlencoded",
  });
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe("/thank-you/message");
});

it("answers 503 on Netlify without DATABASE_URL, and stores in PostgreSQL with it", async () => {
  process.env.NETLIFY = "true";
  const refused = await call("subscribe", JSON.stringify({ email: "n@example.com" }));
  expect(refused.status).toBe(503);
  await closeFunctionService();

  process.env.DATABASE_URL = await postgres.freshDatabase();
  const res = await call("subscribe", JSON.stringify({ email: "n@example.com" }));
  expect(res.status).toBe(200);
  const message = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };
  expect((await call("contact", JSON.stringify(message))).status).toBe(200);
  const store = functionService().store;
  if ("unavailable" in store) throw new Error(store.unavailable);
  expect(store.description).toMatch(/^postgres /);
  expect((await listAll(store)).map((s) => [s.kind, s.record.email])).toEqual([
    ["lead", "n@example.com"],
    ["contact", "ada@example.com"],
  ]);
});
