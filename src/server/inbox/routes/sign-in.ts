import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import * as v from "valibot";
import { CSRF_HEADER, INBOX_ENDPOINTS, type SessionInfo } from "../../../lib/inbox/api";
import {
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_CLIENT_LIMIT,
  SIGN_IN_WINDOW_MS,
} from "../../../lib/inbox/limits";
import { emailBody, optionalTokenBody, tokenBody } from "../../../lib/inbox/requests";
import { parseWith } from "../../../lib/leads/field-schemas";
import { clientGroup } from "../../http/client";
import { HTTP_PROBLEMS, HttpProblem } from "../../http/problems";
import { suppressionHash } from "../../suppression";
import type { SignInWay } from "../audit-detail";
import type { InboxContext } from "../context";
import { relyingParty } from "../context";
import { signedOf, type guards } from "../guard";
import { emailSignInLink } from "../invite";
import { peekOnce, takeOnce } from "../once";
import { INBOX_PROBLEMS } from "../problems";
import { currentSession, endSession, sameSecret, startSession } from "../session";
import type { Account } from "../store/types";
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from "../webauthn";

type Guards = ReturnType<typeof guards>;

const OBJECT_BODY = { body: { type: "object" } } as const;

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
 * client's limit, and against the account's once it is known; none tells whether an address has an
 * account. A new session replaces any the browser had.
 */
export function signInRoutes(fastify: FastifyInstance, context: InboxContext, guard: Guards): void {
  const { inbox } = context;

  const limit = async (key: string, max: number) => {
    const { count, resetInMs } = await context.counter.hit(key, SIGN_IN_WINDOW_MS, max);
    if (count > max) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new HttpProblem(429, HTTP_PROBLEMS.tooManyRequests(seconds), {
        "Retry-After": String(seconds),
      });
    }
  };
  const perClient: onRequestHookHandler = async (request) =>
    limit(`inbox-sign-in:${clientGroup(request.ip)}`, SIGN_IN_CLIENT_LIMIT);
  const perAccount = (accountId: string) =>
    limit(`inbox-account:${accountId}`, SIGN_IN_ACCOUNT_LIMIT);
  const audit = (
    request: FastifyRequest,
    account: Account | null,
    signedIn: boolean,
    way: SignInWay,
  ) =>
    inbox.audit({
      at: new Date(),
      by: account?.email ?? null,
      action: signedIn ? "signed-in" : "sign-in-refused",
      target: null,
      detail: { kind: "sign-in", way, network: clientGroup(request.ip) },
    });
  const signInHooks = [...guard.signIn, perClient];

  fastify.get(INBOX_ENDPOINTS.session, { onRequest: guard.read }, async (request) => {
    const { account, session } = signedOf(request);
    return sessionInfo(context, account, session.csrfToken);
  });

  fastify.post(INBOX_ENDPOINTS.passkeyOptions, { onRequest: signInHooks }, async (request) =>
    authenticationOptions(inbox, relyingParty(request)),
  );

  fastify.post(
    INBOX_ENDPOINTS.passkeyVerify,
    { onRequest: signInHooks, schema: OBJECT_BODY },
    async (request, reply) => {
      const body = request.body as { response?: unknown };
      const result = await verifyAuthentication(inbox, relyingParty(request), body.response);
      if (result.outcome === "refused") {
        if (result.accountId) await perAccount(result.accountId);
        const claimed = result.accountId ? await inbox.account(result.accountId) : undefined;
        await audit(request, claimed ?? null, false, "passkey");
        throw new HttpProblem(401, INBOX_PROBLEMS.passkeyRefused);
      }
      await perAccount(result.passkey.accountId);
      const account = await inbox.account(result.passkey.accountId);
      if (!account) throw new HttpProblem(401, INBOX_PROBLEMS.passkeyRefused);
      const session = await startSession(inbox, request, reply, account);
      await audit(request, account, true, "passkey");
      return sessionInfo(context, account, session.csrfToken);
    },
  );

  fastify.post(
    INBOX_ENDPOINTS.emailLink,
    { onRequest: signInHooks, schema: OBJECT_BODY },
    async (request, reply) => {
      const parsed = parseWith(emailBody, request.body);
      if (!parsed.ok) throw new HttpProblem(400, parsed.problem);
      const email = parsed.value.email.toLowerCase();
      // Counted by the address asked for, known or not: the limit says nothing either.
      await limit(
        `inbox-address:${await suppressionHash(context.store, email)}`,
        SIGN_IN_ACCOUNT_LIMIT,
      );
      const account = await inbox.accountByEmail(email);
      // The answer goes before any email: known and unknown addresses take the same time.
      if (account) {
        context.background(
          emailSignInLink(context, account).then(
            (mailed) => {
              if (!mailed.emailed) context.log(`inbox: sign-in link not emailed: ${mailed.detail}`);
            },
            (error: unknown) => context.log("inbox: sign-in link failed", error),
          ),
        );
      }
      return reply.code(202).header("Cache-Control", "no-store").send({ ok: true });
    },
  );

  fastify.post(
    INBOX_ENDPOINTS.linkSignIn,
    { onRequest: signInHooks, schema: OBJECT_BODY },
    async (request, reply) => {
      const parsed = v.safeParse(tokenBody, request.body);
      const once =
        parsed.success && (await takeOnce(context, "sign-in", parsed.output.token, new Date()));
      const account = once && once.accountId ? await inbox.account(once.accountId) : undefined;
      if (!account) {
        await audit(request, null, false, "emailed link");
        throw new HttpProblem(401, INBOX_PROBLEMS.badLink);
      }
      await perAccount(account.id);
      const session = await startSession(inbox, request, reply, account);
      await audit(request, account, true, "emailed link");
      return sessionInfo(context, account, session.csrfToken);
    },
  );

  /** The account a passkey is being made for: an invitation's, or the signed-in one's. */
  const registering = async (request: FastifyRequest, token: string | undefined) => {
    if (token !== undefined) {
      const once = await peekOnce(context, "invite", token, new Date());
      const account = once?.accountId ? await inbox.account(once.accountId) : undefined;
      if (!account) throw new HttpProblem(401, INBOX_PROBLEMS.badInvite);
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

  fastify.post(
    INBOX_ENDPOINTS.registerOptions,
    { onRequest: signInHooks, schema: OBJECT_BODY },
    async (request) => {
      const parsed = v.safeParse(optionalTokenBody, request.body);
      if (!parsed.success) throw new HttpProblem(401, INBOX_PROBLEMS.badInvite);
      const { account } = await registering(request, parsed.output.token);
      return registrationOptions(inbox, relyingParty(request), account);
    },
  );

  fastify.post(
    INBOX_ENDPOINTS.register,
    { onRequest: signInHooks, schema: OBJECT_BODY },
    async (request, reply) => {
      const body = request.body as { token?: unknown; response?: unknown };
      const parsed = v.safeParse(optionalTokenBody, { token: body.token });
      if (!parsed.success) throw new HttpProblem(401, INBOX_PROBLEMS.badInvite);
      const { account, csrfToken } = await registering(request, parsed.output.token);
      const passkey = await verifyRegistration(
        inbox,
        relyingParty(request),
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
      await audit(request, account, true, "invitation");
      return sessionInfo(context, account, session.csrfToken);
    },
  );

  fastify.post(INBOX_ENDPOINTS.signOut, { onRequest: guard.change }, async (request, reply) => {
    const { account } = signedOf(request);
    await endSession(inbox, request, reply);
    await inbox.audit({
      at: new Date(),
      by: account.email,
      action: "signed-out",
      target: null,
      detail: null,
    });
    return { ok: true };
  });

  fastify.post(
    INBOX_ENDPOINTS.signOutEverywhere,
    { onRequest: guard.change },
    async (request, reply) => {
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
      return { ok: true };
    },
  );
}
