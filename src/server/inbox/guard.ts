import type { FastifyRequest, onRequestHookHandler } from "fastify";
import { CSRF_HEADER } from "../../lib/inbox/api";
import { HttpProblem } from "../http/problems";
import { first } from "../http/same-site";
import type { InboxOrigins } from "./origins";
import { INBOX_PROBLEMS } from "./problems";
import { currentSession, sameSecret, type Signed } from "./session";
import type { InboxStore } from "./store/types";

// Every inbox request but signing in needs a session; every one that changes anything also
// needs the session's CSRF token in a header and an Origin naming our page's origin (scheme, host
// and port: src/server/inbox/origins.ts). A cookie alone (which the browser adds to any request
// to us) is never enough to change anything.

const signedIn = new WeakMap<FastifyRequest, Signed>();

/** The session a guarded request was let through with. */
export function signedOf(request: FastifyRequest): Signed {
  const signed = signedIn.get(request);
  if (!signed) throw new Error("an inbox route ran without its guard");
  return signed;
}

export interface GuardOptions {
  store: () => InboxStore;
  origins: InboxOrigins;
}

/** The hooks inbox routes take: a session; a session, Origin and CSRF token; the owner's role. */
export function guards({ store, origins }: GuardOptions) {
  const session: onRequestHookHandler = async (request) => {
    const signed = await currentSession(store(), request);
    if (!signed)
      throw new HttpProblem(401, INBOX_PROBLEMS.signedOut, { "Cache-Control": "no-store" });
    signedIn.set(request, signed);
  };
  const sameOrigin: onRequestHookHandler = async (request) => {
    if (!origins.isOwn(request, first(request.headers.origin))) {
      throw new HttpProblem(403, INBOX_PROBLEMS.forged);
    }
  };
  const csrf: onRequestHookHandler = async (request) => {
    const token = first(request.headers[CSRF_HEADER]);
    if (!token || !sameSecret(token, signedOf(request).session.csrfToken)) {
      throw new HttpProblem(403, INBOX_PROBLEMS.forged);
    }
  };
  const owner: onRequestHookHandler = async (request) => {
    if (signedOf(request).account.role !== "owner") {
      throw new HttpProblem(403, INBOX_PROBLEMS.ownerOnly);
    }
  };
  return {
    /** For reading: a live session. */
    read: [session],
    /** For what only an owner reads (the team, the audit trail). */
    ownerRead: [session, owner],
    /** For changing anything: our own page's Origin, a live session and its CSRF token. */
    change: [sameOrigin, session, csrf],
    /** For the owner's changes. */
    ownerChange: [sameOrigin, session, csrf, owner],
    /** For signing in: our own page's Origin (no session yet). */
    signIn: [sameOrigin],
  };
}
