// A button in an island's built HTML does nothing until the island is live: its handler is the
// island's. A press on one is remembered on the island's element, by the button's place among the
// island's buttons, and pressed again there once the island has rendered (the same component
// draws the same buttons in the same order). The island is not drawn while a press is under way:
// its button would go between the pointer's going down and the click, and the click with it.

const PRESSED_ATTRIBUTE = "data-pressed-button";
/** How long after the pointer is lifted a click may still come (a touch's comes a little later). */
const CLICK_WAIT_MS = 100;

export interface PressWatch {
  /** Resolves once no press on the island's built HTML is under way. */
  settled: () => Promise<void>;
  stop: () => void;
}

/**
 * Remembers a press on a button of the island's built HTML (not one that sends a form). Call it
 * before the island's waking is watched for (untilWanted).
 */
export function watchPresses(island: Element): PressWatch {
  const built = [...island.childNodes];
  const inBuilt = (target: EventTarget | null): target is Node =>
    target instanceof Node && built.some((node) => node.contains(target));
  let pressing = false;
  let waiting: (() => void)[] = [];
  let timer: number | undefined;
  const end = () => {
    pressing = false;
    window.clearTimeout(timer);
    waiting.forEach((resolve) => resolve());
    waiting = [];
  };
  const down = (event: Event) => {
    if (inBuilt(event.target)) pressing = true;
  };
  const up = () => {
    if (pressing) timer = window.setTimeout(end, CLICK_WAIT_MS);
  };
  const click = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && button.type !== "submit" && inBuilt(button)) {
      const place = [...island.querySelectorAll("button")].indexOf(button);
      island.setAttribute(PRESSED_ATTRIBUTE, String(place));
    }
    if (pressing) end();
  };
  // On the document, and before anything that wakes the island listens: the island must know of
  // the press before its waking resolves.
  document.addEventListener("pointerdown", down, true);
  island.addEventListener("click", click);
  document.addEventListener("pointerup", up, true);
  document.addEventListener("pointercancel", end, true);
  return {
    settled: () => (pressing ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve()),
    stop: () => {
      document.removeEventListener("pointerdown", down, true);
      island.removeEventListener("click", click);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", end, true);
      end();
    },
  };
}

/** Presses, in the island now live, the button that was pressed in its built HTML, if one was. */
export function pressAgain(island: Element): void {
  const place = island.getAttribute(PRESSED_ATTRIBUTE);
  island.removeAttribute(PRESSED_ATTRIBUTE);
  if (place === null) return;
  const button = island.querySelectorAll("button")[Number(place)];
  if (button instanceof HTMLButtonElement) button.click();
}
