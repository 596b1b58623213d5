import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { confirmationSubject } from "../../../emails/desk-messages";
import { asLead } from "../../../emails/lead-summary";
import { studioDetails } from "../../../emails/studio";
import { INBOX_ROUTES } from "../../../lib/inbox/endpoints";
import {
  replySubject,
  REPLY_BLOCK_TEXT,
  type ReplyBlock,
  type ReplyDraft,
} from "../../../lib/inbox/reply";
import { usableAddress } from "../../../lib/leads/email-rules";
import { messageId } from "../../compose";
import { replyMessageId } from "../../desk-mail";
import { HttpProblem } from "../../http/problems";
import type { Settings } from "../../settings";
import type { Store, Submission } from "../../store/types";
import { isSuppressed } from "../../suppression";
import type { InboxContext } from "../context";
import { signedOf, type guards } from "../guard";
import { INBOX_PROBLEMS } from "../problems";
import { declaredRoute } from "../route-schema";
import type { InboxStore } from "../store/types";
import { detailOf } from "./leads";

type Guards = ReturnType<typeof guards>;

const REPLY_PROBLEMS = {
  busy: {
    error: "The last reply is still being sent",
    hint: "Wait until the lead's deliveries show it delivered or failed, then send another",
  },
} as const;

/** The Message-ID of the confirmation the visitor was sent for this lead, when one went. */
function confirmationId(submission: Submission, settings: Settings): string | null {
  const sent = submission.deliveries.find(
    (delivery) => delivery.target === "visitor-email" && delivery.state === "delivered",
  );
  if (!sent) return null;
  if (sent.messageId) return sent.messageId;
  // Delivered before Message-IDs were kept: the id it went with is made the same way today.
  return "off" in settings.mail ? null : messageId(submission.id, "visitor", settings.mail);
}

/** Why the inbox cannot send this lead a reply, or null when it can. */
async function blockOf(
  submission: Submission,
  settings: Settings,
  store: Store,
): Promise<ReplyBlock | null> {
  if ("off" in settings.mail) return "no-mail";
  if (!usableAddress(submission.record.email)) return "no-address";
  if (await isSuppressed(store, submission.record.email)) return "suppressed";
  return null;
}

/** A lead answered now moves from New to Contacted, as the statuses say. */
async function contacted(inbox: InboxStore, id: string, by: string, at: Date): Promise<void> {
  const lead = await inbox.lead(id);
  if (lead?.status === "new") await inbox.setStatus(id, "contacted", by, at);
}

/**
 * The reply box of a lead (docs/inbox.md, "Replying"): what it starts from, a reply sent through
 * the outbox from MAIL_FROM with Reply-To the member and threaded to our confirmation, and a reply
 * made by phone marked as made. Each answer sets when the lead was first answered; each change is
 * in the audit trail (never with the reply's words).
 */
export function replyRoutes(fastify: FastifyInstance, context: InboxContext, guard: Guards): void {
  const { inbox, store, settings } = context;
  const who = (request: FastifyRequest) => signedOf(request).account.email;

  const leadOr404 = async (id: string) => {
    const lead = await inbox.lead(id);
    if (!lead) throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    return lead;
  };

  declaredRoute(fastify, INBOX_ROUTES.replyDraft, guard.read, async (request) => {
    const { id } = request.params;
    const { submission } = await leadOr404(id);
    const studio = studioDetails(settings.siteUrl);
    const draft: ReplyDraft = {
      to: usableAddress(submission.record.email),
      subject: replySubject(confirmationSubject(asLead(submission), studio)),
      threaded: confirmationId(submission, settings) !== null,
      blocked: await blockOf(submission, settings, store),
      firstReplyAt: (await inbox.firstReplyAt(id)) ?? null,
    };
    return draft;
  });

  declaredRoute(fastify, INBOX_ROUTES.sendReply, guard.change, async (request, reply) => {
    const { id } = request.params;
    const { subject, text } = request.body;
    const { submission } = await leadOr404(id);
    const blocked = await blockOf(submission, settings, store);
    if (blocked || "off" in settings.mail) {
      const why = blocked ?? "no-mail";
      throw new HttpProblem(409, {
        error: "This reply cannot be sent",
        hint: REPLY_BLOCK_TEXT[why],
      });
    }
    const at = new Date();
    const owed = await inbox.oweReply(id, {
      at,
      by: who(request),
      subject,
      body: text,
      messageId: replyMessageId(id, randomUUID(), settings.mail),
      inReplyTo: confirmationId(submission, settings),
    });
    if (owed === "missing") throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    if (owed === "busy") throw new HttpProblem(409, REPLY_PROBLEMS.busy);
    await contacted(inbox, id, who(request), at);
    await inbox.audit({ at, by: who(request), action: "replied", target: id, detail: null });
    await context.afterStore();
    return reply.code(202).send(detailOf(await leadOr404(id)));
  });

  declaredRoute(fastify, INBOX_ROUTES.markAnswered, guard.change, async (request) => {
    const { id } = request.params;
    const at = new Date();
    if (!(await inbox.markAnswered(id, who(request), at))) {
      throw new HttpProblem(404, INBOX_PROBLEMS.noLead);
    }
    await contacted(inbox, id, who(request), at);
    await inbox.audit({
      at,
      by: who(request),
      action: "marked-answered",
      target: id,
      detail: null,
    });
    return detailOf(await leadOr404(id));
  });
}
