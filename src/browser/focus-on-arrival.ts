/**
 * Focuses `element` on arrival. After a client-side navigation Gatsby's router focuses its page
 * wrapper once the new page has rendered, which is after the page's own effects; so if focus
 * leaves the element before the visitor has pressed a key or a pointer, it is given back, once.
 * Returns what stops watching.
 */
export function focusOnArrival(element: HTMLElement): () => void {
  element.focus();
  const stop = () => {
    document.removeEventListener("focusin", restore);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  };
  const restore = (event: FocusEvent) => {
    stop();
    if (event.relatedTarget === element) element.focus();
  };
  document.addEventListener("focusin", restore);
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  return stop;
}
