import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import * as v from "valibot";
import { CSRF_HEADER, type SessionInfo, type SignInWay } from "../../../lib/inbox/api";
import { INBOX_ROUTES } from "../../../lib/inbox/endpoints";
import { SIGN_IN_CLIENT_LIMIT, SIGN_IN_WINDOW_MS } from "../../../lib/inbox/limits";
import { optionalTokenBody, tokenBody } from "../../../lib/inbox/requests";
import { clientGroup } from "../../http/client";
import { HTTP_PROBLEMS, HttpProblem } from "../../http/problems";
import type { InboxContext } from "../context";
import { signedOf, type guards } from "../guard";
import { afterReply, sendRequestedLink } from "../link-request";
import { peekOnce, takeOnce } from "../once";
import { INBOX_PROBLEMS } from "../problems";
import { declaredRoute } from "../route-schema";
import { currentSession, endSession, sameSecret, startSession } from "../session";
import type { Account } from "../store/types";
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from "../webauthn";

type Guards = ReturnType<typeof guards>;

/** What the page needs once signed in. */
async function sessionInfo(context: InboxContext, account: Account, csrfToken: string) {
  const passkeys = await context.inbox.passkeysOf(account.id);
  const info: SessionInfo = {
    user: { id: account.id, email: account.email, role: account.role },
    csrfToken,
    passkeys: passkeys.length,
  };
  return info;
}

/**
 * Signing in and out. Every way in (a passkey, an emailed link, an invitation) counts against the
 * client's limit, which no other client's requests touch; none tells whether an address has an
 * account. A refused sign-in is counted per day, not kept one entry each. A new session replaces
 * any the browser had.
 */
export function signInRoutes(fastify: FastifyInstance, context: InboxContext, guard: Guards): void {
  const { inbox, origins } = context;

  const perClient: onRequestHookHandler = async (request) => {
    const { count, resetInMs } = await inbox
      .signInHits()
      .hit(`inbox-sign-in:${clientGroup(request.ip)}`, SIGN_IN_WINDOW_MS, SIGN_IN_CLIENT_LIMIT);
    if (count > SIGN_IN_CLIENT_LIMIT) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new HttpProblem(429, HTTP_PROBLEMS.tooManyRequests(seconds), {
        "Retry-After": String(seconds),
      });
    }
  };
  const signedInAudit = (request: FastifyRequest, account: Account, way: SignInWay) =>
    inbox.audit({
      at: new Date(),
      by: account.email,
      action: "signed-in",
      target: null,
      detail: { kind: "sign-in", way, network: clientGroup(request.ip) },
    });
  const refuse = async (way: SignInWay, problem: HttpProblem): Promise<never> => {
    await inbox.refused(way, new Date());
    throw problem;
  };
  const signInHooks = [...guard.signIn, perClient];

  declaredRoute(fastify, INBOX_ROUTES.session, guard.read, async (request) => {
    const { account, session } = signedOf(request);
    return sessionInfo(context, account, session.csrfToken);
  });

  declaredRoute(fastify, INBOX_ROUTES.passkeyOptions, signInHooks, async (request) =>
    authenticationOptions(inbox, origins.relyingParty(request)),
  );

  declaredRoute(fastify, INBOX_ROUTES.passkeyVerify, signInHooks, async (request, reply) => {
    const result = await verifyAuthentication(
      inbox,
      origins.relyingParty(request),
      request.body.response,
    );
    const account =
      result.outcome === "signed-in" ? await inbox.account(result.passkey.accountId) : undefined;
    if (!account) return refuse("passkey", new HttpProblem(401, INBOX_PROBLEMS.passkeyRefused));
    const session = await startSession(inbox, request, reply, account);
    await signedInAudit(request, account, "passkey");
    return sessionInfo(context, account, session.csrfToken);
  });

  declaredRoute(fastify, INBOX_ROUTES.emailLink, signInHooks, async (request, reply) => {
    const { email } = request.body;
    // Nothing about the address is read or written before the answer has gone.
    context.background(afterReply(reply).then(() => sendRequestedLink(context, email)));
    return reply.code(202).header("Cache-Control", "no-store").send({ ok: true });
  });

  declaredRoute(fastify, INBOX_ROUTES.linkSignIn, signInHooks, async (request, reply) => {
    const now = new Date();
    const parsed = v.safeParse(tokenBody, request.body);
    const once = parsed.success && (await takeOnce(context, "sign-in", parsed.output.token, now));
    const account = once && once.accountId ? await inbox.account(once.accountId) : undefined;
    // Only for an account with a passkey or a live invitation: an invitation left to expire
    // does not leave a way in by email.
    if (!account || !(await inbox.mayUseLinks(account.id, now))) {
      return refuse("emailed link", new HttpProblem(401, INBOX_PROBLEMS.badLink));
    }
    const session = await startSession(inbox, request, reply, account);
    await signedInAudit(request, account, "emailed link");
    return sessionInfo(context, account, session.csrfToken);
  });

  /** The account a passkey is being made for: an invitation's, or the signed-in one's. */
  const registering = async (request: FastifyRequest, token: string | undefined) => {
    if (token !== undefined) {
      const once = await peekOnce(context, "invite", token, new Date());
      const account = once?.accountId ? await inbox.account(once.accountId) : undefined;
      // An invitation makes an account's first passkey only: one made again for an account that
      // has one (a re-invitation) cannot add a way into it.
      if (!account || (await inbox.passkeysOf(account.id)).length > 0) {
        return refuse("invitation", new HttpProblem(401, INBOX_PROBLEMS.badInvite));
      }
      return { account, csrfToken: null };
    }
    const signed = await currentSession(inbox, request);
    if (!signed) throw new HttpProblem(401, INBOX_PROBLEMS.signedOut);
    const csrf = request.headers[CSRF_HEADER];
    if (typeof csrf !== "string" || !sameSecret(csrf, signed.session.csrfToken)) {
      throw new HttpProblem(403, INBOX_PROBLEMS.forged);
    }
    return { account: signed.account, csrfToken: signed.session.csrfToken };
  };

  declaredRoute(fastify, INBOX_ROUTES.registerOptions, signInHooks, async (request) => {
    const parsed = v.safeParse(optionalTokenBody, request.body);
    if (!parsed.success) throw new HttpProblem(401, INBOX_PROBLEMS.badInvite);
    const { account } = await registering(request, parsed.output.token);
    return registrationOptions(inbox, origins.relyingParty(request), account);
  });

  declaredRoute(fastify, INBOX_ROUTES.register, signInHooks, async (request, reply) => {
    const { body } = request;
    const parsed = v.safeParse(optionalTokenBody, { token: body.token });
    if (!parsed.success) throw new HttpProblem(401, INBOX_PROBLEMS.badInvite);
    const { account, csrfToken } = await registering(request, parsed.output.token);
    const passkey = await verifyRegistration(
      inbox,
      origins.relyingParty(request),
      account,
      body.response,
    );
    if (!passkey) throw new HttpProblem(400, INBOX_PROBLEMS.passkeyNotKept);
    // The invitation is used up with its passkey; if another request used it first, neither
    // the passkey nor a session is kept.
    if (!csrfToken && !(await takeOnce(context, "invite", parsed.output.token, new Date()))) {
      throw new HttpProblem(401, INBOX_PROBLEMS.badInvite);
    }
    await inbox.addPasskey(passkey);
    await inbox.audit({
      at: new Date(),
      by: account.email,
      action: "passkey-added",
      target: account.email,
      detail: null,
    });
    if (csrfToken) return sessionInfo(context, account, csrfToken);
    const session = await startSession(inbox, request, reply, account);
    await signedInAudit(request, account, "invitation");
    return sessionInfo(context, account, session.csrfToken);
  });

  declaredRoute(fastify, INBOX_ROUTES.signOut, guard.change, async (request, reply) => {
    const { account } = signedOf(request);
    await endSession(inbox, request, reply);
    await inbox.audit({
      at: new Date(),
      by: account.email,
      action: "signed-out",
      target: null,
      detail: null,
    });
    return { ok: true } as const;
  });

  declaredRoute(fastify, INBOX_ROUTES.signOutEverywhere, guard.change, async (request, reply) => {
    const { account } = signedOf(request);
    const ended = await inbox.endSessionsOf(account.id);
    await endSession(inbox, request, reply);
    await inbox.audit({
      at: new Date(),
      by: account.email,
      action: "signed-out-everywhere",
      target: null,
      detail: { kind: "sessions-ended", sessions: ended },
    });
    return { ok: true } as const;
  });
}
