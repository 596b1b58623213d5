import type { FastifyInstance } from "fastify";
import type { Settings } from "./settings";
import type { Stores } from "./stores";

// What the app carries for every route, chosen once at start: its settings and its stores.

declare module "fastify" {
  interface FastifyInstance {
    /** Read and checked once at start (src/server/settings). */
    settings: Settings;
    /** The leads' and the inbox's stores, or why there are none that would keep a lead. */
    stores: Stores | { unavailable: string };
  }
}

export function decorate(
  fastify: FastifyInstance,
  settings: Settings,
  stores: Stores | { unavailable: string },
): void {
  fastify.decorate("settings", settings);
  fastify.decorate<FastifyInstance["stores"]>("stores", stores);
}
