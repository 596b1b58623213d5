import { leadPurpose } from "../lib/leads/lead-purpose";
import { UNSUBSCRIBE_ENDPOINT, UNSUBSCRIBE_TOKEN_FIELD } from "../lib/leads/unsubscribe";
import { submissionRule } from "../lib/retention";
import { sealLink } from "./link-token";
import type { Settings } from "./settings";
import type { DeliveryTarget, Store, Submission } from "./store/types";
import { suppressionHash } from "./suppression";

/** What a visitor email carries to unsubscribe: RFC 2369's and RFC 8058's headers, and a link. */
export interface UnsubscribeLinks {
  /** The https link, for the header's one-click POST and the visible link at the foot. */
  url: string;
  /** A mailto for mail apps that only write: it reaches the studio's inbox. */
  mailto: string;
}

export async function unsubscribeLinks(
  store: Store,
  settings: Pick<Settings, "secret" | "siteUrl">,
  email: string,
  studioEmail: string,
): Promise<UnsubscribeLinks> {
  const token = await sealLink(store, settings, { purpose: "unsubscribe", email });
  return {
    url: `${settings.siteUrl}${UNSUBSCRIBE_ENDPOINT}?${UNSUBSCRIBE_TOKEN_FIELD}=${token}`,
    mailto: `mailto:${studioEmail}?subject=unsubscribe`,
  };
}

/** The headers that give a mail app its Unsubscribe button (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = ({ url, mailto }: UnsubscribeLinks): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>, <${mailto}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export const UNSUBSCRIBED_DETAIL = "not sent: the address unsubscribed";

/** The subscriptions a platform is owed, which an unsubscribe stops. */
const SUBSCRIPTIONS: readonly DeliveryTarget[] = ["convertkit", "mailchimp"];

/**
 * Any send already under way when an address is unsubscribed holds its delivery for at most the
 * outbox's lease; the platform's unsubscribe is sent after that, so it is the last word.
 */
export const AFTER_SENDS_UNDER_WAY_MS = 60_000;

/** Whether a delivery is marketing to the visitor: a subscription, or a sign-up's email. */
export function isMarketingDelivery(submission: Submission, target: DeliveryTarget): boolean {
  if (SUBSCRIPTIONS.includes(target)) return true;
  return target === "visitor-email" && submissionRule(leadPurpose(submission)) === "marketing";
}

/**
 * Stops the marketing still owed to these submissions' address (recorded refused); resolves with
 * how many deliveries were stopped. A send already under way is refused again at the outbox,
 * which checks the suppression list before each marketing attempt (src/server/attempt.ts).
 */
export async function stopMarketing(store: Store, submissions: readonly Submission[]) {
  let stopped = 0;
  for (const submission of submissions) {
    for (const delivery of submission.deliveries) {
      if (delivery.state !== "pending" || !isMarketingDelivery(submission, delivery.target)) {
        continue;
      }
      await store.record(submission.id, delivery.target, {
        state: "refused",
        attempts: delivery.attempts,
        detail: UNSUBSCRIBED_DETAIL,
      });
      stopped += 1;
    }
  }
  return stopped;
}

/** What an unsubscribe did. */
export interface Unsubscribed {
  /** Marketing deliveries that were owed and will not be sent. */
  stopped: number;
  /** Whether the email platform is owed the unsubscribe (an outbox delivery). */
  platformOwed: boolean;
}

/**
 * Unsubscribes an address at once: its hash goes on the suppression list (so no later sign-up
 * sends it marketing), whatever marketing is still owed to it is not sent, and the platform is
 * owed the unsubscribe, as a delivery of the address's latest submission, tried and retried by
 * the outbox like any other. Repeating it owes the platform nothing more unless the last try
 * ended badly.
 */
export async function unsubscribe(
  store: Store,
  email: string,
  settings: Settings,
  now = new Date(),
): Promise<Unsubscribed> {
  await store.suppress(await suppressionHash(store, email), "unsubscribed", now);
  const submissions = await store.submissionsFrom(email);
  const stopped = await stopMarketing(store, submissions);
  const latest = submissions.at(-1);
  const platformOwed = latest !== undefined && settings.subscribe.to !== "store";
  if (latest && platformOwed) {
    await store.owe(
      latest.id,
      "platform-unsubscribe",
      new Date(now.getTime() + AFTER_SENDS_UNDER_WAY_MS),
    );
  }
  return { stopped, platformOwed };
}
