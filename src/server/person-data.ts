import type { LeadEvent } from "../lib/inbox/api";
import type { LeadStatus } from "../lib/inbox/statuses";
import { buildRemovalRequest } from "../lib/leads/platform-removal";
import type { PlatformOutcome } from "./inbox/audit-detail";
import { attemptRequest, memberHash, type Fetch } from "./deliver-http";
import type { KeptReply } from "./store/replies";
import type { Settings } from "./settings";
import type { Stores } from "./stores";
import type { ErasedBy, Store, Submission, Suppression } from "./store/types";
import { suppressionHash, suppressionOf } from "./suppression";
import { stopMarketing } from "./unsubscribe";
import { mailQuotaKeysOf } from "./visitor-mail-quota";

// A person's rights over what the site holds about them (UK GDPR arts. 15, 17 and 20): everything
// kept under their address, as JSON; and its erasure, with the platform asked to forget them too.

/** Everything the store holds under one address's mailbox, whatever its spelling. */
export interface PersonData {
  email: string;
  exportedAt: string;
  /** Each submission with its consent record and every delivery's result. */
  submissions: Submission[];
  /** Whether the address is on the suppression list, why and since when. */
  suppression: Suppression | null;
  /**
   * What the studio's team recorded in its inbox about each submission: status, notes, changes,
   * and the replies written to the person (or that they were called).
   */
  inbox: {
    submissionId: string;
    status: LeadStatus;
    events: LeadEvent[];
    replies: KeptReply[];
  }[];
}

export async function exportPerson(
  { store, inbox: inboxStore }: Stores,
  email: string,
  now = new Date(),
) {
  const [submissions, suppression] = await Promise.all([
    store.submissionsFrom(email),
    suppressionOf(store, email),
  ]);
  const inbox = (
    await Promise.all(
      submissions.map(async (submission) => {
        const lead = await inboxStore.lead(submission.id);
        if (!lead) return [];
        const { status, events } = lead;
        const replies = await inboxStore.replies(submission.id);
        return [{ submissionId: submission.id, status, events, replies }];
      }),
    )
  ).flat();
  const data: PersonData = {
    email: email.trim(),
    exportedAt: now.toISOString(),
    submissions,
    suppression: suppression ?? null,
    inbox,
  };
  return data;
}

/** What an erasure did. */
export interface Erasure {
  submissions: number;
  deliveries: number;
  /** What the email platform was asked and answered, in our words. */
  platform: string;
  /** The same as a category, for the audit trail (the words may hold the platform's). */
  platformOutcome: PlatformOutcome;
  /** What the store could not clear at once (a log in use), or null. */
  left: string | null;
}

async function removeFromPlatform(
  email: string,
  { subscribe: target }: Pick<Settings, "subscribe">,
  fetch: Fetch,
): Promise<{ said: string; outcome: PlatformOutcome }> {
  if (target.to === "store") {
    return { said: "no email platform is configured", outcome: "none configured" };
  }
  const request = buildRemovalRequest(target.config, email, memberHash(email), "erase");
  if (typeof request === "string") {
    return { said: `${target.to} not asked: ${request}`, outcome: "not asked" };
  }
  const result = await attemptRequest(request, fetch);
  if (result.status === 404) {
    return { said: `${target.to}: the address was not on the list`, outcome: "not on its list" };
  }
  if (result.outcome === "delivered") {
    return { said: `${target.to}: removed (${result.status})`, outcome: "removed" };
  }
  return {
    said: `${target.to} did not remove it (${result.detail}): run the erasure again, or remove the address in ${target.to} by hand`,
    outcome: "not removed",
  };
}

/**
 * Erases everything held under an address. First the address is suppressed and the marketing
 * still owed to it stopped, so no send under way can subscribe it again behind us; then the
 * platform is asked to forget it; then every submission goes with its deliveries and consent,
 * its mail quota entries go, and what deleting leaves behind is scrubbed. The hash stays on the
 * suppression list so the site never mails it for marketing again, and a note (not whose) waits
 * for the owner's digest.
 */
export async function erasePerson(
  store: Store,
  email: string,
  {
    settings,
    fetch,
    by,
    now = new Date(),
  }: { settings: Pick<Settings, "subscribe">; fetch: Fetch; by: ErasedBy; now?: Date },
): Promise<Erasure> {
  await store.suppress(await suppressionHash(store, email), "erased", now);
  await stopMarketing(store, await store.submissionsFrom(email));
  const asked = await removeFromPlatform(email, settings, fetch);
  const platform = asked.said;
  const submissions = await store.submissionsFrom(email);
  const ids = submissions.map((submission) => submission.id);
  const removed = ids.length ? await store.remove(ids) : 0;
  await store.forgetMailKeys(
    mailQuotaKeysOf([email, ...submissions.map((submission) => submission.record.email)]),
  );
  const { left } = await store.scrub({ email, ids });
  await store.noteErasure({ at: now.toISOString(), by, submissions: removed, platform });
  return {
    submissions: removed,
    deliveries: submissions.reduce((sum, submission) => sum + submission.deliveries.length, 0),
    platform,
    platformOutcome: asked.outcome,
    left,
  };
}

/** An erasure in a few lines, for the person running it. */
export function describeErasure({ submissions, deliveries, platform, left }: Erasure) {
  return [
    `${submissions} submission${submissions === 1 ? "" : "s"} and ${deliveries} delivery record${deliveries === 1 ? "" : "s"} deleted`,
    `email platform: ${platform}`,
    "the address's hash is on the suppression list: the site will not email it for marketing again",
    ...(left ? [left] : []),
  ].join("\n");
}
