import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type * as SubscribeFunction from "../../../src/api/subscribe";
import type { FunctionRequest, FunctionResponse } from "../../../src/server/http";
import { readStore } from "../../../src/server/lead-store";
import { call, tempDataDir } from "./fake-http";

type FunctionModule = typeof SubscribeFunction;

/**
 * A fresh evaluation of a function's module, as `gatsby serve` does for every request. The fakes
 * carry only what the pipeline reads, so they are handed over as Gatsby's types.
 */
async function load(path: "subscribe" | "contact") {
  let loaded: FunctionModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import(`../../../src/api/${path}`);
  });
  if (!loaded) throw new Error(`could not load ${path}`);
  const { config, default: handler } = loaded;
  return {
    config,
    default: (req: FunctionRequest, res: FunctionResponse) =>
      handler(req as GatsbyFunctionRequest, res as GatsbyFunctionResponse),
  };
}

const SAVED = { ...process.env };
let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await tempDataDir());
  process.env.LEADS_DATA_DIR = dir;
  process.env.LEADS_RATE_LIMIT = "3";
});
afterEach(async () => {
  process.env = { ...SAVED };
  await cleanup();
});

describe("the Gatsby functions", () => {
  it("export the body-parser config and a handler", async () => {
    for (const name of ["subscribe", "contact"] as const) {
      const fn = await load(name);
      expect(typeof fn.default).toBe("function");
      expect(fn.config.bodyParser?.json?.type).toBe("application/vnd.scalewise.never");
    }
  });

  it("read settings at request time and share state across re-evaluations and functions", async () => {
    const ip = "192.0.2.77";
    const lead = { body: { email: "ada@example.com" }, ip };
    const message = {
      body: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" },
      ip,
    };
    expect((await call((await load("subscribe")).default, lead)).statusCode).toBe(200);
    expect((await call((await load("contact")).default, message)).statusCode).toBe(200);
    expect((await call((await load("subscribe")).default, lead)).statusCode).toBe(200);
    const limited = await call((await load("contact")).default, message);
    expect(limited.statusCode).toBe(429);
    expect((await readStore(dir)).entries.map((entry) => entry.kind)).toEqual([
      "lead",
      "contact",
      "lead",
    ]);
  });
});
