// The production server's app on a fixture site and a fresh store, listening on a loopback port
// and driven over HTTP. Every request comes from 127.0.0.1: a test that needs other clients sets
// LEADS_TRUST_PROXY=1 and says who it is in X-Forwarded-For, as a proxy would.
import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { App } from "../../../src/server/app";
import { buildSiteApp } from "../../../src/server/site-app";
import { readSettings, type Env } from "../../../src/server/settings";
import type { Stores } from "../../../src/server/stores";
import type { Store, Submission } from "../../../src/server/store/types";
import { writeFixtureSite } from "./site-fixture";

export interface Sent {
  method?: string;
  headers?: Record<string, string | undefined>;
  /** An object is sent as JSON text; chunks are streamed without a length. */
  body?: string | object | Buffer[];
}

export interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the text when it is not JSON. */
  body: unknown;
  text: string;
}

export interface TestSite {
  app: App;
  /** The server's address, http://127.0.0.1:port. */
  base: string;
  dataDir: string;
  logged: string[];
  post(path: string, sent?: Sent): Promise<Answer>;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  stored(): Promise<Submission[]>;
  close(): Promise<void>;
}

export async function listAll(store: Store): Promise<Submission[]> {
  const list: Submission[] = [];
  for await (const submission of store.list()) list.push(submission);
  return list;
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the text it is
  }
  const headers: IncomingHttpHeaders = Object.fromEntries(response.headers.entries());
  return { statusCode: response.status, headers, body, text };
}

/** The stores the app carries; throws when it has none. */
export function storesOf(site: TestSite): Stores {
  const { stores } = site.app.fastify;
  if ("unavailable" in stores) throw new Error(stores.unavailable);
  return stores;
}

/** A site with its own data folder; env adds to (or overrides) a generous rate limit. */
export async function startSite(env: Env = {}): Promise<TestSite> {
  const site = await writeFixtureSite();
  const dataDir = await mkdtemp(join(tmpdir(), "leads-test-"));
  const logged: string[] = [];
  const app = await buildSiteApp({
    settings: readSettings({ LEADS_DATA_DIR: dataDir, LEADS_RATE_LIMIT: "100000", ...env }),
    publicDir: site.dir,
    log: (message) => void logged.push(message),
  });
  const { store } = app.service;
  const base = await app.fastify.listen({ host: "127.0.0.1", port: 0 });
  return {
    app,
    base,
    dataDir,
    logged,
    async post(path, { method = "POST", headers = {}, body = {} } = {}) {
      const payload = Array.isArray(body)
        ? Readable.toWeb(Readable.from(body))
        : typeof body === "string"
          ? body
          : JSON.stringify(body);
      const sentHeaders = Object.fromEntries(
        Object.entries({ "content-type": "application/json", ...headers }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      const init: RequestInit & { duplex?: "half" } = {
        method,
        headers: sentHeaders,
        redirect: "manual",
        ...(method === "GET" || method === "HEAD"
          ? {}
          : { body: payload as BodyInit, duplex: "half" }),
      };
      return toAnswer(await fetch(new URL(path, base), init));
    },
    async get(path, headers = {}) {
      return toAnswer(await fetch(new URL(path, base), { headers, redirect: "manual" }));
    },
    stored: () => ("unavailable" in store ? Promise.resolve([]) : listAll(store)),
    async close() {
      await app.fastify.close();
      await app.service.close();
      await site.remove();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One site for every test of a file (or of a describe block): starting a site costs more
 * processor time than most tests that use it. Each test still sees a store of its own:
 * `stored()` lists only what was stored since the test began.
 */
export function sharedSite(
  env: Env = {},
  warm?: (site: TestSite) => Promise<unknown>,
): {
  site: () => TestSite;
  stored: () => Promise<Submission[]>;
} {
  let started: TestSite | undefined;
  let storedBefore = 0;
  const site = () => {
    if (!started)
      throw new Error(
        "the shared site has not started: call sharedSite() at the top of a file or describe block",
      );
    return started;
  };
  beforeAll(async () => {
    started = await startSite(env);
    await warm?.(started);
  });
  afterAll(() => started?.close());
  beforeEach(async () => {
    storedBefore = (await site().stored()).length;
  });
  return { site, stored: async () => (await site().stored()).slice(storedBefore) };
}

/**
 * The site each test of a file talks to, handed to `talkTo` as the test starts: its block's shared
 * one (`share()` in a describe block, see `sharedSite`) or one the test starts for itself with
 * other settings (`open(env)`, closed after the test). `stored()` lists what the running test
 * stored.
 */
export function testSites(talkTo: (site: TestSite) => void) {
  let stored: () => Promise<Submission[]> = () => {
    throw new Error("no site yet: call share() in the block or open() in the test");
  };
  let own: TestSite | undefined;
  afterEach(async () => {
    await own?.close();
    own = undefined;
  });
  return {
    stored: () => stored(),
    async open(env: Env = {}): Promise<TestSite> {
      const site = await startSite(env);
      own = site;
      stored = () => site.stored();
      talkTo(site);
      return site;
    },
    share(warm?: (site: TestSite) => Promise<unknown>): void {
      const shared = sharedSite({}, warm);
      beforeEach(() => {
        stored = shared.stored;
        talkTo(shared.site());
      });
    },
  };
}
