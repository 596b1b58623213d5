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

/**
 * Gatsby's first render on a kept page, of which React draws nothing (src/browser/kept-page.tsx):
 * into a root apart from the document. React listens for every kind of event on its root's
 * element, so on Gatsby's root each tap, key and focus change of the page would run React's
 * listeners first, and a phone's answer to the tap would come that much later. The islands React
 * renders into the page are portals, and React listens on each portal's element.
 */
export function renderApart(element: ReactElement, react: RootApi = reactRoots): void {
  react.startTransition(() => react.createRoot(document.createElement("div")).render(element));
}
