import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../lib/inbox/limits";
import type { Account, InboxStore, StoredSession } from "./store/types";

// A session is a random id in a __Host- cookie (HttpOnly, Secure, SameSite=Strict, Path=/): the
// browser sends it to this host only, never to a script and never with another site's request.
// The store keeps the id's hash, so a copy of the database cannot be used to sign in.

export const SESSION_COOKIE = "__Host-inbox";

const TOUCH_EVERY_MS = 60_000;

const COOKIE_OPTIONS = {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "strict",
} as const;

export const hashOf = (value: string): string => createHash("sha256").update(value).digest("hex");

const randomToken = (): string => randomBytes(32).toString("base64url");

/** Whether two secrets are equal, in a time that does not tell how much of them matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(hashOf(given));
  const b = Buffer.from(hashOf(expected));
  return timingSafeEqual(a, b);
}

/** The cookie's value, if the request carries one of the right shape. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : null;
}

export interface Signed {
  account: Account;
  session: StoredSession;
}

/**
 * The request's session and its account, when both exist and neither end has passed; each
 * request moves the idle end on.
 */
export async function currentSession(
  store: InboxStore,
  request: FastifyRequest,
  now = new Date(),
): Promise<Signed | null> {
  const id = sessionIdOf(request);
  if (!id) return null;
  const session = await store.session(hashOf(id), now);
  if (!session) return null;
  const account = await store.account(session.accountId);
  if (!account) return null;
  const idleUntil = Math.min(now.getTime() + SESSION_IDLE_MS, Date.parse(session.expiresAt));
  // Moved on at most once a minute: a write (a sync to disk, on SQLite) per read is not needed
  // for an idle end measured in an hour.
  if (idleUntil - Date.parse(session.idleUntil) < TOUCH_EVERY_MS) return { account, session };
  await store.touchSession(session.idHash, new Date(idleUntil));
  return { account, session: { ...session, idleUntil: new Date(idleUntil).toISOString() } };
}

/**
 * Signs an account in: the session the browser had, if one, ends (an id set before sign-in never
 * survives it), and a new one is made and set.
 */
export async function startSession(
  store: InboxStore,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  now = new Date(),
): Promise<StoredSession> {
  const old = sessionIdOf(request);
  if (old) await store.endSession(hashOf(old));
  const id = randomToken();
  const session: StoredSession = {
    idHash: hashOf(id),
    accountId: account.id,
    csrfToken: randomToken(),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    idleUntil: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
  };
  await store.createSession(session);
  await store.signedIn(account.id, now);
  reply.setCookie(SESSION_COOKIE, id, {
    ...COOKIE_OPTIONS,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
  return session;
}

/** Ends the request's session (if any) and clears the cookie. */
export async function endSession(
  store: InboxStore,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = sessionIdOf(request);
  if (id) await store.endSession(hashOf(id));
  clearSessionCookie(reply);
}

export const clearSessionCookie = (reply: FastifyReply): void => {
  reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
};

export { randomToken };
