import type { InboxProblem } from "../lib/inbox/api";
import { InboxRequestError } from "./api-client";
import type { ActionState } from "./use-action";
import { isPasskeyCancelled, isPasskeyTaken } from "./passkeys";

// What went wrong, in the inbox's { error, hint } words: the server's own when it gave them.

export const UNREACHABLE_PROBLEM: InboxProblem = {
  error: "The inbox's server cannot be reached",
  hint: "Check your connection, then try again. Nothing you did was lost.",
};

export const PASSKEY_CANCELLED_PROBLEM: InboxProblem = {
  error: "The passkey prompt was closed",
  hint: "Nothing was changed. Try again when you are ready.",
};

export const PASSKEY_TAKEN_PROBLEM: InboxProblem = {
  error: "This device already has a passkey for the inbox",
  hint: "Sign in with it, or create the passkey on another device.",
};

export function problemOf(error: unknown): InboxProblem {
  if (error instanceof InboxRequestError) {
    return error.failure.kind === "unreachable" ? UNREACHABLE_PROBLEM : error.failure.problem;
  }
  if (isPasskeyCancelled(error)) return PASSKEY_CANCELLED_PROBLEM;
  if (isPasskeyTaken(error)) return PASSKEY_TAKEN_PROBLEM;
  return {
    error: "Something went wrong",
    hint: error instanceof Error && error.message ? error.message : undefined,
  };
}

/** Whether the failure was the server's being out of reach: the view then offers a retry. */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof InboxRequestError && error.failure.kind === "unreachable";

/** Whether the server refused for good (a 4xx other than 401): a link used, an invitation gone. */
export const isRefused = (error: unknown): boolean =>
  error instanceof InboxRequestError && error.failure.kind === "refused";

/**
 * Why an emailed link cannot be used: its address lost the token (`incomplete` says so), or the
 * server refused it for good (used, expired: its own words). Null while it may still work.
 */
export function spentLink(
  token: string | null,
  state: ActionState,
  incomplete: InboxProblem,
): InboxProblem | null {
  if (!token) return incomplete;
  return state.status === "failed" && isRefused(state.error) ? problemOf(state.error) : null;
}
