import { useEffect } from "react";
import { followHash } from "../browser/behaviours/follow-hash";

/** After hydration and on every in-page hash change: go to, and focus, the element the hash names. */
export function useScrollToHash(): void {
  useEffect(() => followHash(), []);
}
