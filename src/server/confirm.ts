import { CONFIRM_ENDPOINT, CONFIRM_TOKEN_FIELD } from "../lib/leads/confirm";
import { usableAddress } from "../lib/leads/email-rules";
import type { LeadClass } from "../lib/leads/lead-class";
import { periodEnd, periodInWords, ruleById } from "../lib/retention";
import { sealLink } from "./link-token";
import { RETENTION } from "./purge";
import type { Settings } from "./settings";
import type { ConfirmationState, Store } from "./store/types";
import { isSuppressed } from "./suppression";

// Confirmed sign-ups (double opt-in). A newsletter, guide or report sign-up from an address whose
// owner has not confirmed it is stored awaiting confirmation and owed no platform delivery; the
// email it is sent carries a sealed link whose page's button confirms every sign-up from the
// address, and each is then owed the platform. A sign-up never confirmed is purged on its own
// short period ("unconfirmed" in content/data/retention.json), which the link lasts as long as.

/** How long an unconfirmed sign-up is kept, and so how long its link works. */
export const UNCONFIRMED = ruleById(RETENTION, "unconfirmed");

/** How long an unconfirmed sign-up waits, in words ("30 days"), for the email. */
export const UNCONFIRMED_PERIOD = periodInWords(UNCONFIRMED.period);

/**
 * Whether a new submission asks for confirmation: a marketing sign-up, with double opt-in on, is
 * "pending" until its address is confirmed, or "confirmed" when it already is; anything else asks
 * nothing (undefined).
 */
export async function confirmationFor(
  store: Store,
  settings: Settings,
  address: string,
  { rule }: LeadClass,
): Promise<ConfirmationState | undefined> {
  if (!settings.doubleOptIn || rule !== "marketing") return undefined;
  const email = usableAddress(address);
  if (!email) return undefined;
  return (await store.isConfirmed(email)) ? "confirmed" : "pending";
}

/** The link that confirms an address's sign-ups, working as long as a sign-up made at `from` is kept. */
export async function confirmLink(
  store: Store,
  settings: Pick<Settings, "secret" | "siteUrl">,
  email: string,
  from: Date,
): Promise<string> {
  const token = await sealLink(store, settings, {
    purpose: "confirm",
    email,
    expiresAt: periodEnd(from, UNCONFIRMED.period).getTime(),
  });
  return `${settings.siteUrl}${CONFIRM_ENDPOINT}?${CONFIRM_TOKEN_FIELD}=${token}`;
}

/**
 * Confirms every sign-up from the address still awaiting it, and owes each the platform (unless
 * the address has since unsubscribed); resolves with how many it confirmed. Pressing the button
 * again confirms nothing more.
 */
export async function confirmAddress(
  store: Store,
  email: string,
  settings: Settings,
  now = new Date(),
): Promise<number> {
  const confirmed = await store.confirm(email, now);
  if (!confirmed.length || (await isSuppressed(store, email))) return confirmed.length;
  const platform = settings.subscribe;
  if (platform.to === "store") return confirmed.length;
  for (const submission of confirmed) {
    if (submission.kind === "lead") await store.owe(submission.id, platform.to, now);
  }
  return confirmed.length;
}
