import type { FastifyRequest } from "fastify";
import site from "../../../content/site.json";
import type { Fetch } from "../deliver-http";
import type { HitCounter } from "../http/hit-counter";
import type { Env } from "../runtime-env";
import type { Store } from "../store/types";
import type { InboxStore } from "./store/types";
import type { RelyingParty } from "./webauthn";

/** What every inbox route needs. */
export interface InboxContext {
  store: Store;
  inbox: InboxStore;
  env: Env;
  fetch: Fetch;
  log: (message: string, error?: unknown) => void;
  /** Counts sign-in attempts, shared by every instance that shares the store. */
  counter: HitCounter;
  /** Called once a delivery is owed again (a retry): the outbox sends it. */
  afterStore: () => Promise<void> | void;
  /** Work that goes on after the answer (an email), which a function's host must wait for. */
  background: (work: Promise<unknown>) => void;
}

/**
 * The relying party a passkey is made for: the page's own origin, as the browser that made the
 * request sees it. A passkey made at one address works only there, as the browser insists.
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const origin = `${request.protocol}://${request.host}`;
  return { name: site.title, origin, id: new URL(origin).hostname };
}
