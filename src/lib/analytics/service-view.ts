/** When a service counts as viewed: as its own page loads, or once half its block is on screen. */
export type ServiceViewMoment = "on-load" | "when-seen";

const MOMENTS: readonly ServiceViewMoment[] = ["on-load", "when-seen"];

/** A `view_service` to send, as the built HTML carries it. */
export interface ServiceView {
  id: string;
  name: string;
  moment: ServiceViewMoment;
}

/** The attributes that carry a service view (src/browser/analytics/service-views.ts reads them). */
export const SERVICE_VIEW_ATTRIBUTES = {
  moment: "data-service-view",
  id: "data-service-id",
  name: "data-service-name",
} as const;

/** The attributes for an element that stands for one service. */
export function serviceViewAttributes(
  service: { id: string; name: string },
  moment: ServiceViewMoment,
): Record<string, string> {
  return {
    [SERVICE_VIEW_ATTRIBUTES.moment]: moment,
    [SERVICE_VIEW_ATTRIBUTES.id]: service.id,
    [SERVICE_VIEW_ATTRIBUTES.name]: service.name,
  };
}

/** The service view an element's attributes describe, or null when they describe none. */
export function serviceViewFrom(read: (attribute: string) => string | null): ServiceView | null {
  const moment = MOMENTS.find((candidate) => candidate === read(SERVICE_VIEW_ATTRIBUTES.moment));
  const id = read(SERVICE_VIEW_ATTRIBUTES.id);
  const name = read(SERVICE_VIEW_ATTRIBUTES.name);
  if (!moment || !id || !name) return null;
  return { id, name, moment };
}
