import { useEffect } from "react";
import { watchServiceViews } from "../browser/analytics/service-views";

/** Sends view_service for the services the page's HTML marks (src/lib/analytics/service-view). */
export function useServiceViews(): void {
  useEffect(() => watchServiceViews(document), []);
}
