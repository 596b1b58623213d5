import type { InboxDelivery } from "./api";

// A lead's deliveries as the inbox names them. The emails (to the owner at once or in the day's
// digest, and the one the visitor was promised) are listed apart from the platforms and webhook.

export const EMAIL_TARGETS: readonly string[] = [
  "owner-email",
  "owner-digest",
  "visitor-email",
  "reply",
];

export const isEmailTarget = (target: string): boolean => EMAIL_TARGETS.includes(target);

const TARGET_LABELS: Readonly<Record<string, string>> = {
  convertkit: "ConvertKit",
  mailchimp: "Mailchimp",
  webhook: "Your webhook",
  "owner-email": "Email to you",
  "owner-digest": "Your daily digest",
  "visitor-email": "Email to the visitor",
  "platform-unsubscribe": "Unsubscribe sent to the platform",
  reply: "Your reply",
};

/** A target's name on screen; one the inbox does not know is shown as the server spells it. */
export const targetLabel = (target: string): string => TARGET_LABELS[target] ?? target;

export const DELIVERY_STATE_TEXT: Record<InboxDelivery["state"], string> = {
  pending: "Waiting",
  delivered: "Delivered",
  refused: "Refused",
  failed: "Failed",
};

/**
 * An email handed to the mail server whose result was never recorded: it may well have gone, so it
 * is not sent again unless the owner says so.
 */
export const isUnrecorded = (delivery: InboxDelivery): boolean =>
  delivery.state === "failed" && delivery.sendingSince !== undefined;

export const UNRECORDED_TEXT = "Sent, result not recorded";

/** A delivery's state on screen. */
export const deliveryStateText = (delivery: InboxDelivery): string =>
  isUnrecorded(delivery) ? UNRECORDED_TEXT : DELIVERY_STATE_TEXT[delivery.state];

/** The owner may send again what failed or was refused; a pending one is retried anyway. */
export const canRetry = (delivery: InboxDelivery): boolean =>
  delivery.state === "failed" || delivery.state === "refused";
