import { Button } from "../components/Button";
import { isUnreachable, problemOf } from "./failure";
import { Notice } from "./Notice";

export interface ProblemNoticeProps {
  /** What the request threw: the server's refusal, a lost connection, a closed passkey prompt. */
  error: unknown;
  /** Asks again; offered when the server could not be reached (a refusal would only repeat). */
  onRetry?: () => void;
}

/**
 * Why a request failed, in the server's own { error, hint } words (or ours when it could not be
 * reached), announced as an alert; with a Try again button when trying again may help.
 */
export function ProblemNotice({ error, onRetry }: ProblemNoticeProps) {
  const { error: title, hint } = problemOf(error);
  return (
    <Notice
      tone="problem"
      title={title}
      text={hint}
      action={
        onRetry &&
        isUnreachable(error) && (
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
