import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

export interface RootApi {
  hydrateRoot: (container: Element, element: ReactElement) => unknown;
  createRoot: (container: Element) => { render: (element: ReactElement) => void };
  startTransition: (work: () => void) => void;
}

const reactRoots: RootApi = { hydrateRoot, createRoot, startTransition };

/**
 * Gatsby's first render, as a transition. React 18 hydrates an ordinary update in one piece, a
 * single long task as big as the page; a transition is rendered in short slices that
 * yield to the browser, so the start-up blocks nothing for long (total blocking time) and a tap
 * during it is handled between slices. Pages rendered at build time are hydrated; a client-only
 * page (its focus wrapper empty in the HTML) is rendered, as Gatsby itself does.
 */
export function renderInSlices(
  element: ReactElement,
  container: Element,
  react: RootApi = reactRoots,
): void {
  const prerendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  react.startTransition(() => {
    if (prerendered) react.hydrateRoot(container, element);
    else react.createRoot(container).render(element);
  });
}
