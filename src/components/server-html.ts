/**
 * The element a gate wraps, when the build's HTML for it is on the page (a page loaded from the
 * server); null on the server, and for a page rendered in the browser (client-side navigation).
 */
export function serverRenderedPart(attribute: string, id: string): Element | null {
  if (typeof document === "undefined") return null;
  const element = document.querySelector(`[${attribute}="${id}"]`);
  return element?.hasChildNodes() ? element : null;
}
