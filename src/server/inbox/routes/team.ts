import type { FastifyInstance } from "fastify";
import type { AuditPage } from "../../../lib/inbox/api";
import { INBOX_ROUTES } from "../../../lib/inbox/endpoints";
import { REFUSAL_DAYS } from "../../../lib/inbox/limits";
import { HttpProblem } from "../../http/problems";
import type { InboxContext } from "../context";
import { signedOf, type guards } from "../guard";
import { invitationOf, invite } from "../invite";
import { INBOX_PROBLEMS } from "../problems";
import { declaredRoute } from "../route-schema";

type Guards = ReturnType<typeof guards>;

export const AUDIT_PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The team and the audit trail, for owners only: an owner sees both, invites and removes members;
 * another owner is made from the command line only (`npm run leads -- --invite`).
 */
export function teamRoutes(fastify: FastifyInstance, context: InboxContext, guard: Guards): void {
  const { inbox } = context;

  declaredRoute(fastify, INBOX_ROUTES.members, guard.ownerRead, async () => inbox.members());

  declaredRoute(fastify, INBOX_ROUTES.invite, guard.ownerChange, async (request, reply) => {
    const { email } = request.body;
    const existing = await inbox.accountByEmail(email);
    // An invitation makes a first passkey: an account that has one is never invited again.
    if (existing && (await inbox.passkeysOf(existing.id)).length > 0) {
      throw new HttpProblem(409, INBOX_PROBLEMS.alreadyMember);
    }
    const { account, ...mailed } = await invite(context, email, existing?.role ?? "member");
    if (!mailed.emailed) context.log(`inbox: invitation not emailed: ${mailed.detail}`);
    await inbox.audit({
      at: new Date(),
      by: signedOf(request).account.email,
      action: "member-invited",
      target: account.email,
      detail: { kind: "invitation", emailed: mailed.emailed },
    });
    return reply.code(201).send(await invitationOf(inbox, account, mailed));
  });

  declaredRoute(fastify, INBOX_ROUTES.removeMember, guard.ownerChange, async (request) => {
    const { id } = request.params;
    const account = await inbox.account(id);
    const removed = account ? await inbox.removeAccount(id) : "missing";
    if (!account || removed === "missing") throw new HttpProblem(404, INBOX_PROBLEMS.noMember);
    if (removed === "last-owner") throw new HttpProblem(409, INBOX_PROBLEMS.lastOwner);
    await inbox.audit({
      at: new Date(),
      by: signedOf(request).account.email,
      action: "member-removed",
      target: account.email,
      detail: null,
    });
    return inbox.members();
  });

  declaredRoute(fastify, INBOX_ROUTES.audit, guard.ownerRead, async (request) => {
    const { page } = request.query;
    const found = await inbox.auditLog(page, AUDIT_PAGE_SIZE);
    const refused = await inbox.refusals(new Date(Date.now() - (REFUSAL_DAYS - 1) * DAY_MS));
    const answer: AuditPage = { ...found, page, pageSize: AUDIT_PAGE_SIZE, refused };
    return answer;
  });
}
