import type { FastifyInstance, FastifyRequest } from "fastify";
import { INBOX_ROUTES } from "../../../lib/inbox/endpoints";
import { HttpProblem } from "../../http/problems";
import type { InboxContext } from "../context";
import { signedOf, type guards } from "../guard";
import { INBOX_PROBLEMS } from "../problems";
import { declaredRoute } from "../route-schema";

type Guards = ReturnType<typeof guards>;

/**
 * A member's own passkeys, on their account page: listed, renamed and removed, never the last
 * (the check and the removal are one transaction, so two removals at once leave one). Each
 * change is in the audit trail, by the passkey's count, never its name.
 */
export function passkeyRoutes(
  fastify: FastifyInstance,
  context: InboxContext,
  guard: Guards,
): void {
  const { inbox } = context;
  const account = (request: FastifyRequest) => signedOf(request).account;
  /** The member's passkeys after a change, which the trail records by their count. */
  const changed = async (
    request: FastifyRequest,
    action: "passkey-renamed" | "passkey-removed",
  ) => {
    const { id, email } = account(request);
    const list = await inbox.passkeyList(id);
    await inbox.audit({
      at: new Date(),
      by: email,
      action,
      target: email,
      detail: { kind: "passkeys", left: list.length },
    });
    return list;
  };

  declaredRoute(fastify, INBOX_ROUTES.passkeys, guard.read, async (request) =>
    inbox.passkeyList(account(request).id),
  );

  declaredRoute(fastify, INBOX_ROUTES.renamePasskey, guard.change, async (request) => {
    if (!(await inbox.renamePasskey(account(request).id, request.params.id, request.body.name))) {
      throw new HttpProblem(404, INBOX_PROBLEMS.noPasskey);
    }
    return changed(request, "passkey-renamed");
  });

  declaredRoute(fastify, INBOX_ROUTES.removePasskey, guard.change, async (request) => {
    const outcome = await inbox.removePasskey(account(request).id, request.params.id);
    if (outcome === "missing") throw new HttpProblem(404, INBOX_PROBLEMS.noPasskey);
    if (outcome === "last") throw new HttpProblem(409, INBOX_PROBLEMS.lastPasskey);
    return changed(request, "passkey-removed");
  });
}
