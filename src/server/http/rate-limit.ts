import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { clientGroup } from "./client";
import type { HitCounter } from "./hit-counter";
import { HTTP_PROBLEMS, HttpProblem } from "./problems";

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface, over one of our counters. */
function storeOver(counter: HitCounter) {
  return class CounterStore {
    incr(key: string, done: Done, timeWindow: number, max: number): void {
      counter.hit(key, timeWindow, max).then(
        ({ count, resetInMs }) => done(null, { current: count, ttl: resetInMs }),
        (error: Error) => done(error),
      );
    }

    child(): CounterStore {
      return new CounterStore();
    }
  };
}

export interface RateLimitSettings {
  limit: number;
  windowMs: number;
  counter: HitCounter;
}

/**
 * @fastify/rate-limit on the routes that take a hook from it: `limit` requests per client (an
 * IPv4 address, an IPv6 /64) per window, then a 429 in our words with Retry-After. When the shared
 * counter cannot be reached the request goes on, to be answered by the store it needs anyway.
 */
export async function registerRateLimit(
  fastify: FastifyInstance,
  { limit, windowMs, counter }: RateLimitSettings,
): Promise<onRequestHookHandler> {
  const quiet = {
    "x-ratelimit-limit": false,
    "x-ratelimit-remaining": false,
    "x-ratelimit-reset": false,
  };
  await fastify.register(rateLimit, {
    global: false,
    max: limit,
    timeWindow: windowMs,
    store: storeOver(counter),
    keyGenerator: (request: FastifyRequest) => clientGroup(request.ip),
    skipOnError: true,
    addHeaders: { ...quiet, "retry-after": false },
    addHeadersOnExceeding: quiet,
    errorResponseBuilder: (_request, { ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      return new HttpProblem(429, HTTP_PROBLEMS.tooManyRequests(seconds), {
        "Retry-After": String(seconds),
        Connection: "close",
      });
    },
  });
  return fastify.rateLimit();
}
