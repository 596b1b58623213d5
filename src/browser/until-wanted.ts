/** How far ahead of the window a part counts as wanted. */
const AHEAD = "400px 0px";

/**
 * Resolves once the element nears the window, or the visitor reaches into it first (or had, before
 * this was asked: focus is in it); with `nearing` false, only once the visitor reaches into it (a
 * pointer, focus or a key inside).
 */
export function untilWanted(element: Element, { nearing = true } = {}): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    const reach = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done();
    };
    const events = ["pointerdown", "focusin", "keydown"] as const;
    function done() {
      observer.disconnect();
      for (const name of events) document.removeEventListener(name, reach, true);
      resolve();
    }
    if (nearing) observer.observe(element);
    for (const name of events) document.addEventListener(name, reach, true);
    // Reached into before this code came: focus is there already.
    if (element.contains(document.activeElement)) done();
  });
}
