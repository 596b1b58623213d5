import type { FastifyInstance } from "fastify";
import { FIGURE_WEEKS } from "../../../lib/inbox/reply-figures";
import { INBOX_ROUTES } from "../../../lib/inbox/endpoints";
import { recentWeeks } from "../../../lib/inbox/weeks";
import type { InboxContext } from "../context";
import type { guards } from "../guard";
import { figuresQuery } from "../reply-desk";
import { declaredRoute } from "../route-schema";

/** The lead desk's figures: how the reply promise was kept over the recent UK weeks. */
export function deskRoutes(
  fastify: FastifyInstance,
  { inbox }: InboxContext,
  guard: ReturnType<typeof guards>,
): void {
  declaredRoute(fastify, INBOX_ROUTES.replyFigures, guard.read, async () => {
    const query = figuresQuery(recentWeeks(new Date(), FIGURE_WEEKS), new Date());
    return {
      withinHours: query.withinHours,
      weeks: query.weeks.map((week) => week.monday),
      figures: await inbox.replyFigures(query),
    };
  });
}
