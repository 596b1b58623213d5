import { useCallback, useEffect, useRef } from "react";
import { track } from "../browser/analytics/track";

export type InputEvent = "roi_calculator_input" | "mrr_calculator_input";

interface PendingInput {
  field: string;
  value: number | string;
}

/** How long a field must rest before its value is sent. */
const INPUT_DELAY_MS = 500;

/**
 * The calculators' input events, one per field once typing in it pauses: the value it settled on,
 * not every keystroke. Moving to another field sends the first field's value at once; leaving the
 * page sends what is pending (see docs/product.md#analytics-events).
 */
export function useInputTracking(
  event: InputEvent,
): (field: string, value: number | string) => void {
  const pending = useRef<PendingInput | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const input = pending.current;
    pending.current = null;
    if (input) track(event, input);
  }, [event]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (field, value) => {
      if (pending.current && pending.current.field !== field) flush();
      pending.current = { field, value };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, INPUT_DELAY_MS);
    },
    [flush],
  );
}
