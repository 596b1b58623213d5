import { Box } from "@chakra-ui/react";
import { memo, Suspense, type ReactNode } from "react";
import { untilWanted } from "../browser/until-wanted";
import { serverRenderedPart } from "./server-html";

// One promise per gate, so that React's retries of a suspended hydration wait on the same one;
// once it has resolved, the gate never holds its children back again.
const pending = new Map<string, Promise<void>>();
const released = new Set<string>();

/**
 * Holds back the hydration of its children (by suspending) while their server-rendered HTML is
 * on the page and out of view; renders them straight away otherwise (client navigation, stories).
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (!released.has(id)) {
    const element = serverRenderedPart("data-hydrate-on-view", id);
    if (element) {
      let wanted = pending.get(id);
      if (!wanted) {
        wanted = untilWanted(element).then(() => {
          released.add(id);
          pending.delete(id);
        });
        pending.set(id, wanted);
      }
      throw wanted;
    }
  }
  return children;
}

export interface HydrateOnViewProps {
  /** Unique on the page: finds the server-rendered HTML this gate holds. */
  id: string;
  /** The part of the page that waits for the visitor. */
  children: ReactNode;
}

/**
 * A part of a page below the fold whose interactivity is not needed until the visitor gets near
 * it (e.g. a calculator). Its HTML is rendered at build time and shown at once; React hydrates it
 * only when it nears the window or the visitor reaches into it, so the page's start-up work (its
 * total blocking time) does not include it. Hydration that suspends keeps the server's HTML.
 *
 * While it waits, nothing may update what it wraps: React would give up and render the part
 * afresh, with an error in the console. So the part is rendered from the children of its first
 * render only (a re-render of the page, on a hash change, does not reach it): wrap content whose
 * props never change. A context change inside would do the same harm, so nothing inside may read
 * the router's location (Gatsby's links do).
 */
export const HydrateOnView = memo(
  function HydrateOnView({ id, children }: HydrateOnViewProps) {
    return (
      <Box data-hydrate-on-view={id}>
        <Suspense>
          <Gate id={id}>{children}</Gate>
        </Suspense>
      </Box>
    );
  },
  (previous, next) => previous.id === next.id,
);
