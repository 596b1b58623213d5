import { useEffect } from "react";
import { afterFirstPaint } from "../browser/after-first-paint";

/**
 * Loads a lazy component's code once the page has loaded and the browser is idle, so that it is
 * ready when the visitor needs it; `load` must be the same function on every render.
 *
 * Not webpack's `webpackPrefetch`: that starts its fetch from inside the app bundle's evaluation,
 * and a fetch started there, with Chrome's DevTools protocol attached (Lighthouse), records its
 * stack, for which V8 parses the whole bundle again on the main thread.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(
    () =>
      afterFirstPaint(() => {
        // A failed fetch is tried again when the component is first rendered.
        load().catch(() => undefined);
      }),
    [load],
  );
}
