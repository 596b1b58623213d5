import { useCallback, useState } from "react";

/** Where a button's request stands: not sent, on its way, done, or failed (and why). */
export type ActionState =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "done" }
  | { status: "failed"; error: unknown };

/**
 * Runs a request on a button's press and keeps its state for the view: busy while it runs (the
 * button says so and takes no second press), then done or failed. `run` resolves with whether it
 * succeeded. `initial` is the state it opens in, as after a press (stories start there).
 */
export function useAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
  initial: ActionState = { status: "idle" },
): { state: ActionState; run: (...args: A) => Promise<boolean>; reset: () => void } {
  const [state, setState] = useState<ActionState>(initial);
  const run = useCallback(
    async (...args: A) => {
      setState({ status: "busy" });
      try {
        await action(...args);
        setState({ status: "done" });
        return true;
      } catch (error) {
        setState({ status: "failed", error });
        return false;
      }
    },
    [action],
  );
  const reset = useCallback(() => setState({ status: "idle" }), []);
  return { state, run, reset };
}
