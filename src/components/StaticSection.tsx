import { Suspense, useState, useSyncExternalStore, type ReactNode } from "react";
import { serverRenderedPart } from "./server-html";

const ATTRIBUTE = "data-static-section";

const subscribeToNothing = () => () => {};
// React reads the server snapshot while it hydrates (and on the server), the other one otherwise.
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

// An element with this for its inner HTML has no children for React to hydrate or to remove: the
// build's HTML stays in it as it is.
const KEEP_INNER_HTML = { __html: "" };

export interface StaticSectionProps {
  /** Unique on the page: finds the build's HTML this section keeps. */
  id: string;
  /** What it shows: content no visitor can change. Import it with staticPart to split its code. */
  children: ReactNode;
}

/**
 * A part of a page that no visitor can change (figures, cards, text, link lists): rendered once at
 * build time and never hydrated, so the browser neither renders it again nor computes its styles
 * (they are the build's CSS in the head) and, with its component imported through staticPart,
 * never loads its code. Where the page has no built HTML (client-side navigation, stories) it is
 * rendered in the browser like any other part.
 *
 * What it keeps is plain HTML: links are ordinary links (a full page load, not Gatsby's router),
 * and nothing in it may need a handler or state. Anchors, hover styles and lazy images still work.
 */
export function StaticSection({ id, children }: StaticSectionProps) {
  const hydrating = useHydrating();
  // Decided once, when the section mounts: a later render must never swap the one for the other.
  const [keep] = useState(() => hydrating && serverRenderedPart(ATTRIBUTE, id) !== null);
  if (keep)
    return (
      <div
        data-static-section={id}
        dangerouslySetInnerHTML={KEEP_INNER_HTML}
        suppressHydrationWarning
      />
    );
  return (
    <div data-static-section={id}>
      <Suspense>{children}</Suspense>
    </div>
  );
}
