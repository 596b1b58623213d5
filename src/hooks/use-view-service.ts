import { useEffect } from "react";
import { track } from "../browser/analytics/track";

/** A service counts as viewed once at least half of its block is on screen. */
const VIEWED_RATIO = 0.5;

const trackView = (service: Queries.ServiceIdentity) =>
  track("view_service", { service_id: service.id, service_name: service.name });

/** Sends view_service once for each service block (found by its id), the first time it is seen. */
export function useTrackServiceViews(services: readonly Queries.ServiceIdentity[]): void {
  useEffect(() => {
    if (typeof IntersectionObserver !== "function") return;
    const byId = new Map(services.map((service) => [service.id, service]));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const service = byId.get(entry.target.id);
          if (!service || entry.intersectionRatio < VIEWED_RATIO) continue;
          // Unobserved at once, so each block is reported the first time it is seen and never again.
          observer.unobserve(entry.target);
          trackView(service);
        }
      },
      { threshold: VIEWED_RATIO },
    );
    for (const service of services) {
      const element = document.getElementById(service.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [services]);
}

/** Sends view_service once when a page about one service loads. */
export function useTrackServiceView(service: Queries.ServiceIdentity): void {
  const { id, name } = service;
  useEffect(() => {
    trackView({ id, name });
  }, [id, name]);
}
