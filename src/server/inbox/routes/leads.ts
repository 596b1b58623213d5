import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  LEADS_PAGE_SIZE,
  type LeadDetail,
  type LeadFilter,
  type LeadPage,
} from "../../../lib/inbox/api";
import { afterLondonDay, londonMidnight } from "../../../lib/inbox/days";
import { INBOX_ROUTES } from "../../../lib/inbox/endpoints";
import { formOf } from "../../../lib/inbox/forms";
import { MY_DATA_EXPORT_FILENAME } from "../../../lib/leads/my-data";
import { leadsCsvHeader, leadsCsvRow } from "../../leads-csv";
import { HttpProblem } from "../../http/problems";
import { erasePerson, exportPerson } from "../../person-data";
import { DELIVERY_TARGETS, type DeliveryTarget } from "../../store/types";
import { filterKinds, type AuditDetail } from "../audit-detail";
import type { InboxContext } from "../context";
import { storeQueue, withDueTime } from "../reply-desk";
import { signedOf, type guards } from "../guard";
import { INBOX_PROBLEMS } from "../problems";
import { declaredRoute } from "../route-schema";
import { releaseTrapped } from "../../trapped";
import type { InboxLead, StoreLeadFilter } from "../store/types";

type Guards = ReturnType<typeof guards>;

/** The store's filter for the page's: its days as instants, "mine" as the member `me`. */
export function storeFilter(filter: LeadFilter, me: string): StoreLeadFilter {
  const { from, to, queue, assignee, ...rest } = filter;
  const inQueue = storeQueue(queue);
  return {
    ...rest,
    ...(inQueue ? { queue: inQueue } : {}),
    ...(from ? { since: londonMidnight(from) } : {}),
    ...(to ? { until: afterLondonDay(to) } : {}),
    ...(assignee ? { assigneeId: me } : {}),
  };
}

export function detailOf({ submission, status, events, assignee, trapped }: InboxLead): LeadDetail {
  const { id, receivedAt, page, consent, confirmation, deliveries } = submission;
  return {
    ...(submission.kind === "lead"
      ? { kind: "lead", record: submission.record }
      : { kind: "contact", record: submission.record }),
    id,
    receivedAt,
    form: formOf(submission),
    status,
    page,
    consent: consent ?? null,
    confirmation: confirmation ?? null,
    deliveries: deliveries.map(
      ({
        target,
        state,
        attempts,
        nextAttemptAt,
        lastAttemptAt,
        status: code,
        detail,
        sendingSince,
        messageId,
      }) => ({
        target,
        state,
        attempts,
        ...(nextAttemptAt ? { nextAttemptAt } : {}),
        ...(lastAttemptAt ? { lastAttemptAt } : {}),
        ...(code !== undefined ? { status: code } : {}),
        ...(detail ? { detail } : {}),
        ...(sendingSince ? { sendingSince } : {}),
        ...(messageId ? { messageId } : {}),
      }),
    ),
    events,
    assignee,
    trapped,
  };
}

const isTarget = (value: string): value is DeliveryTarget =>
  DELIVERY_TARGETS.some((target) => target === value);

/**
 * The leads: the list and its CSV, a lead with its history, its status, notes and deliveries,
 * and a person's export and erasure. Reading needs a session; changing anything needs the CSRF
 * token too, and each change is in the audit trail (never with a visitor's address).
 */
export function leadRoutes(fastify: FastifyInstance, context: InboxContext, guard: Guards): void {
  const { inbox, store } = context;
  const who = (request: FastifyRequest) => signedOf(request).account.email;
  const mine = (request: FastifyRequest) => signedOf(request).account.id;
  const audit = (
    request: FastifyRequest,
    action: Parameters<typeof inbox.audit>[0]["action"],
    target: string | null,
    detail: AuditDetail | null = null,
  ) => inbox.audit({ at: new Date(), by: who(request), action, target, detail });

  const leadOr404 = async (id: string) => {
    const lead = await inbox.lead(id);
    if (!lead) throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    return lead;
  };
  declaredRoute(fastify, INBOX_ROUTES.leads, guard.read, async (request) => {
    const { filter, page } = request.query;
    const asOf = new Date().toISOString();
    const found = await inbox.leads(storeFilter(filter, mine(request)), page, LEADS_PAGE_SIZE);
    const leads = found.leads.map(withDueTime);
    const answer: LeadPage = { ...found, leads, page, pageSize: LEADS_PAGE_SIZE, asOf };
    return answer;
  });

  declaredRoute(fastify, INBOX_ROUTES.exportCsv, guard.read, async (request, reply) => {
    const { filter } = request.query;
    const { total } = await inbox.leads(storeFilter(filter, mine(request)), 1, 1);
    await audit(request, "exported", null, {
      kind: "csv",
      filters: filterKinds(filter),
      rows: total,
    });
    const leads = inbox.allLeads(storeFilter(filter, mine(request)));
    async function* lines() {
      yield leadsCsvHeader(["status"]);
      for await (const lead of leads) yield leadsCsvRow(lead, [lead.status]);
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("Content-Disposition", `attachment; filename="leads-${day}.csv"`)
      .type("text/csv; charset=utf-8")
      .send(Readable.from(lines()));
  });

  declaredRoute(fastify, INBOX_ROUTES.lead, guard.read, async (request) => {
    const { id } = request.params;
    const lead = await leadOr404(id);
    await audit(request, "viewed", id);
    return detailOf(lead);
  });

  declaredRoute(fastify, INBOX_ROUTES.setStatus, guard.change, async (request) => {
    const { id } = request.params;
    const { status } = request.body;
    const before = await inbox.setStatus(id, status, who(request), new Date());
    if (before === undefined) throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    await audit(request, "status-changed", id, { kind: "status", from: before, to: status });
    // A lead the trap caught, taken out of spam, goes on as if it had just arrived.
    if (status !== "spam") await releaseTrapped(context, id);
    return detailOf(await leadOr404(id));
  });

  declaredRoute(fastify, INBOX_ROUTES.addNote, guard.change, async (request) => {
    const { id } = request.params;
    if (!(await inbox.addNote(id, request.body.text, who(request), new Date()))) {
      throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    }
    await audit(request, "note-added", id);
    return detailOf(await leadOr404(id));
  });

  declaredRoute(fastify, INBOX_ROUTES.retry, guard.change, async (request) => {
    const { id, target } = request.params;
    const lead = await leadOr404(id);
    const delivery = lead.submission.deliveries.find((one) => one.target === target);
    if (
      !isTarget(target) ||
      !delivery ||
      (delivery.state !== "failed" && delivery.state !== "refused")
    ) {
      throw new HttpProblem(409, INBOX_PROBLEMS.notRetriable);
    }
    await store.owe(id, target, new Date());
    await audit(request, "retried", id, { kind: "delivery", target });
    await context.afterStore();
    return detailOf(await leadOr404(id));
  });

  declaredRoute(fastify, INBOX_ROUTES.personExport, guard.change, async (request, reply) => {
    const data = await exportPerson(context, request.body.email);
    await audit(request, "person-exported", null, {
      kind: "person-exported",
      submissions: data.submissions.length,
    });
    return reply
      .header("Content-Disposition", `attachment; filename="${MY_DATA_EXPORT_FILENAME}"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(data, null, 2));
  });

  declaredRoute(fastify, INBOX_ROUTES.personErase, guard.change, async (request) => {
    const erasure = await erasePerson(store, request.body.email, {
      settings: context.settings,
      fetch: context.fetch,
      by: "owner",
    });
    await audit(request, "person-erased", null, {
      kind: "person-erased",
      submissions: erasure.submissions,
      platform: erasure.platformOutcome,
    });
    return { submissions: erasure.submissions, platform: erasure.platform, left: erasure.left };
  });
}
