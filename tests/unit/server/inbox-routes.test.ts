// Every route of the inbox's API declares what it takes and what it gives: walked on the real
// app's route table (printRoutes) and on the routes the inbox's own plugin registers (onRoute), so a
// route added without its params, query or answers fails here, not on the page.
import Fastify, { type RouteOptions } from "fastify";
import { INBOX_API } from "../../../src/lib/inbox/api";
import { INBOX_ROUTES } from "../../../src/lib/inbox/endpoints";
import { decorate } from "../../../src/server/decorations";
import { inboxApi } from "../../../src/server/inbox/routes";
import { startSite, storesOf, type TestSite } from "./harness";

let site: TestSite;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  site = await startSite();
  const fastify = Fastify();
  decorate(fastify, site.app.fastify.settings, storesOf(site));
  fastify.addHook("onRoute", (route) => void registered.push(route));
  await fastify.register(inboxApi, {
    fetch: (input, init) => fetch(input, init),
    log: () => undefined,
    afterStore: async () => undefined,
    background: () => undefined,
  });
  await fastify.ready();
  await fastify.close();
});
afterAll(() => site.close());

/** Each method and path of a printRoutes tree, its nodes' paths joined from the root. */
function routesOf(printed: string): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of printed.split("\n")) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const [, indent = "", path = "", methods] = node;
    stack.length = indent.length / 4;
    stack.push(path);
    for (const method of methods?.split(", ") ?? []) found.push(`${method} ${stack.join("")}`);
  }
  return found;
}

/** A route as `METHOD /path`; Fastify's own HEAD for each GET, which the inbox refuses, apart. */
const named = (routes: { method: string | string[]; url: string }[]) =>
  routes
    .flatMap(({ method, url }) => [method].flat().map((one) => `${one} ${url}`))
    .filter((route) => !route.startsWith("HEAD "))
    .sort();

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map(([, name]) => name).sort();

const propertiesOf = (schema: unknown): string[] =>
  typeof schema === "object" && schema !== null && "properties" in schema
    ? Object.keys(schema.properties ?? {}).sort()
    : [];

describe("the inbox's API", () => {
  it("registers on the real app exactly the routes it declares", () => {
    const onApp = routesOf(site.app.fastify.printRoutes({ commonPrefix: false })).filter((route) =>
      route.split(" ")[1]?.startsWith(`${INBOX_API}/`),
    );
    expect(named(registered)).toEqual(named(Object.values(INBOX_ROUTES)));
    expect(onApp.filter((route) => !route.startsWith("HEAD ")).sort()).toEqual(named(registered));
  });

  it("declares on each route its params, its query (for a read) and its answers", () => {
    const lacking = registered
      .filter(({ method }) => method !== "HEAD")
      .flatMap(({ method, url, schema = {}, validatorCompiler }) => {
        const names = paramsOf(url);
        const responses = Object.keys(schema.response ?? {});
        return [
          propertiesOf(schema.params).join() === names.join() || "params",
          names.length > 0 || schema.params === undefined || "params of a path without any",
          method !== "GET" || schema.querystring !== undefined || "query",
          responses.some((code) => /^2\d\d$/.test(code)) || "its answer",
          (responses.includes("4xx") && responses.includes("5xx")) || "its refusals",
          validatorCompiler !== undefined || "its declaration's validator",
        ]
          .filter((check) => check !== true)
          .map((missing) => `${String(method)} ${url}: ${missing}`);
      });
    expect(registered.length).toBeGreaterThan(0);
    expect(lacking).toEqual([]);
  });
});
