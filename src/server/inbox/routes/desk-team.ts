import type { FastifyInstance, FastifyRequest } from "fastify";
import { INBOX_ROUTES } from "../../../lib/inbox/endpoints";
import { HttpProblem } from "../../http/problems";
import type { BulkAction } from "../../../lib/inbox/team-api";
import type { InboxContext } from "../context";
import { signedOf, type guards } from "../guard";
import { INBOX_PROBLEMS } from "../problems";
import { declaredRoute } from "../route-schema";
import { detailOf, storeFilter } from "./leads";
import { releaseTrapped } from "../../trapped";

type Guards = ReturnType<typeof guards>;

/**
 * The lead desk's team part: whom a lead can be assigned to, assigning one, changing many at
 * once (each lead's change kept in its history and the audit trail), and a lead's neighbours in
 * the list it was opened from.
 */
export function deskTeamRoutes(
  fastify: FastifyInstance,
  context: InboxContext,
  guard: Guards,
): void {
  const { inbox } = context;
  const who = (request: FastifyRequest) => signedOf(request).account.email;

  /**
   * A change to leads, applied: each lead it changed audited in an entry of its own, as a change
   * to it alone would be, and the trapped leads it took out of spam taken in; or its refusal.
   */
  async function change(
    request: FastifyRequest,
    ids: readonly string[],
    action: BulkAction,
  ): Promise<number> {
    const at = new Date();
    const outcome = await inbox.bulk(ids, action, who(request), at);
    if (!outcome.ok) {
      throw new HttpProblem(
        404,
        outcome.missing === "lead" ? INBOX_PROBLEMS.noLead : INBOX_PROBLEMS.noMember,
      );
    }
    for (const { id, from } of outcome.changed) {
      await inbox.audit(
        action.kind === "status"
          ? {
              at,
              by: who(request),
              action: "status-changed",
              target: id,
              detail: { kind: "status", from, to: action.status },
            }
          : {
              at,
              by: who(request),
              action: "assigned",
              target: id,
              detail: { kind: "assigned", assigned: action.assignee !== null },
            },
      );
    }
    for (const id of outcome.released) await releaseTrapped(context, id);
    return outcome.changed.length;
  }

  declaredRoute(fastify, INBOX_ROUTES.assignees, guard.read, async () => inbox.assignees());

  declaredRoute(fastify, INBOX_ROUTES.assign, guard.change, async (request) => {
    const { id } = request.params;
    const { assignee } = request.body;
    await change(request, [id], { kind: "assign", assignee });
    const lead = await inbox.lead(id);
    if (!lead) throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    return detailOf(lead);
  });

  declaredRoute(fastify, INBOX_ROUTES.bulk, guard.change, async (request) => {
    const { ids, action } = request.body;
    return { leads: ids.length, changed: await change(request, ids, action) };
  });

  declaredRoute(fastify, INBOX_ROUTES.neighbours, guard.read, async (request) => {
    const { filter } = request.query;
    const found = await inbox.neighbours(
      request.params.id,
      storeFilter(filter, signedOf(request).account.id),
    );
    if (!found) throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    return found;
  });
}
