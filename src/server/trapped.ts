import type { InboxContext } from "./inbox/context";
import { owedFor } from "./owed";
import { QUOTA_DETAIL } from "./store/types";
import { visitorMailQuota } from "./visitor-mail-quota";

/**
 * A lead the forms' trap caught, restored by the owner ("Not spam"): it goes on through the
 * pipeline as if it had just arrived, owed what a new one would be by today's settings (its
 * emails held to the visitor's mail quota as one would be), and the outbox is woken to send them.
 * Once only: a second restore, or one at the same time, finds it no longer trapped.
 */
export async function releaseTrapped(
  context: Pick<InboxContext, "store" | "inbox" | "settings" | "afterStore">,
  id: string,
): Promise<void> {
  const { store, inbox, settings } = context;
  const lead = await inbox.lead(id);
  if (!lead?.trapped) return;
  const { submission } = lead;
  const { targets, confirmation } = await owedFor(store, settings, submission);
  const now = new Date();
  if (!(await inbox.untrap(id, confirmation ?? null, now))) return;
  for (const target of targets) {
    await store.owe(id, target, now);
    if (target !== "visitor-email") continue;
    const quota = visitorMailQuota(submission.record.email);
    if (!quota || (await store.allowMail(quota, now)) === null) {
      await store.record(id, target, { state: "refused", attempts: 0, detail: QUOTA_DETAIL });
    }
  }
  if (targets.length) await context.afterStore();
}
