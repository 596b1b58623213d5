import { useSyncExternalStore } from "react";
import type { ConsentState } from "../lib/analytics/consent";
import type { ConsentController } from "../browser/analytics/controller";

// The server and hydration render no banner: only the browser knows what the visitor chose.
const SERVER_STATE: ConsentState = { choice: null, banner: "hidden" };

/** The visitor's consent and the banner's state, kept in step with the controller. */
export function useConsent(controller: ConsentController): ConsentState {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, () => SERVER_STATE);
}
