import type { FastifyInstance } from "fastify";
import { auditAnswer, membersAnswer } from "../../../lib/inbox/answers";
import { answerSchema } from "../answer-schema";
import { INBOX_API, INBOX_ENDPOINTS, type AuditPage } from "../../../lib/inbox/api";
import { REFUSAL_DAYS } from "../../../lib/inbox/limits";
import { emailBody } from "../../../lib/inbox/requests";
import { parseWith } from "../../../lib/leads/field-schemas";
import { HttpProblem } from "../../http/problems";
import type { InboxContext } from "../context";
import { signedOf, type guards } from "../guard";
import { invitationOf, invite } from "../invite";
import { INBOX_PROBLEMS } from "../problems";

type Guards = ReturnType<typeof guards>;

export const AUDIT_PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The team and the audit trail, for owners only: an owner sees both, invites and removes members;
 * another owner is made from the command line only (`npm run leads -- --invite`).
 */
export function teamRoutes(fastify: FastifyInstance, context: InboxContext, guard: Guards): void {
  const { inbox } = context;

  fastify.get(
    INBOX_ENDPOINTS.members,
    { onRequest: guard.ownerRead, schema: answerSchema(membersAnswer) },
    async () => inbox.members(),
  );

  fastify.post(
    INBOX_ENDPOINTS.members,
    { onRequest: guard.ownerChange, schema: { body: { type: "object" } } },
    async (request, reply) => {
      const parsed = parseWith(emailBody, request.body);
      if (!parsed.ok) throw new HttpProblem(400, parsed.problem);
      const existing = await inbox.accountByEmail(parsed.value.email);
      // An invitation makes a first passkey: an account that has one is never invited again.
      if (existing && (await inbox.passkeysOf(existing.id)).length > 0) {
        throw new HttpProblem(409, INBOX_PROBLEMS.alreadyMember);
      }
      const { account, ...mailed } = await invite(
        context,
        parsed.value.email,
        existing?.role ?? "member",
      );
      if (!mailed.emailed) context.log(`inbox: invitation not emailed: ${mailed.detail}`);
      await inbox.audit({
        at: new Date(),
        by: signedOf(request).account.email,
        action: "member-invited",
        target: account.email,
        detail: { kind: "invitation", emailed: mailed.emailed },
      });
      return reply.code(201).send(await invitationOf(inbox, account, mailed));
    },
  );

  fastify.delete(`${INBOX_API}/members/:id`, { onRequest: guard.ownerChange }, async (request) => {
    const { id } = request.params as { id: string };
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

  fastify.get(
    INBOX_ENDPOINTS.audit,
    { onRequest: guard.ownerRead, schema: answerSchema(auditAnswer) },
    async (request) => {
      const pageText = (request.query as Record<string, unknown>).page;
      const page =
        typeof pageText === "string" && /^\d{1,6}$/.test(pageText)
          ? Math.max(1, Number(pageText))
          : 1;
      const found = await inbox.auditLog(page, AUDIT_PAGE_SIZE);
      const refused = await inbox.refusals(new Date(Date.now() - (REFUSAL_DAYS - 1) * DAY_MS));
      const answer: AuditPage = { ...found, page, pageSize: AUDIT_PAGE_SIZE, refused };
      return answer;
    },
  );
}
