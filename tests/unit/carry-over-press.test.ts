/** @jest-environment jsdom */
import { pressAgain, watchPresses } from "../../src/browser/carry-over-press";

// An island's built HTML has buttons that do nothing until the island is live; the one pressed
// there is pressed again in the island's own HTML once it has rendered.

const BUILT = `<p>Map</p><button type="button">Load the map</button><button type="button">Load the other</button><form><button type="submit">Send</button></form>`;

function island(): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = BUILT;
  document.body.append(element);
  return element;
}

/** The island's own HTML in place of the built one, its buttons counting their presses. */
function goLive(element: HTMLElement): string[] {
  const pressed: string[] = [];
  element.innerHTML = BUILT;
  for (const button of element.querySelectorAll("button"))
    button.addEventListener("click", (event) => {
      event.preventDefault();
      pressed.push(button.textContent ?? "");
    });
  return pressed;
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe("a press before an island is live", () => {
  it("presses the same button in the island once it has rendered", async () => {
    const element = island();
    const { stop } = watchPresses(element);
    element.querySelectorAll("button")[1]?.click();
    const pressed = goLive(element);
    pressAgain(element);
    await tick();
    expect(pressed).toEqual(["Load the other"]);
    stop();
  });

  it("presses nothing when no button was pressed, or only one that sends a form", async () => {
    const element = island();
    const { stop } = watchPresses(element);
    element.querySelector("p")?.click();
    element
      .querySelector<HTMLButtonElement>('button[type="submit"]')
      ?.addEventListener("click", (event) => event.preventDefault());
    element.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    const pressed = goLive(element);
    pressAgain(element);
    await tick();
    expect(pressed).toEqual([]);
    stop();
  });

  it("forgets a press in the island's own HTML, and presses once only", async () => {
    const element = island();
    const { stop } = watchPresses(element);
    element.querySelectorAll("button")[0]?.click();
    const pressed = goLive(element);
    pressAgain(element);
    await tick();
    element.querySelectorAll("button")[1]?.click();
    pressAgain(element);
    await tick();
    expect(pressed).toEqual(["Load the map", "Load the other"]);
    stop();
  });
});

describe("a press under way", () => {
  const pointer = (target: Element, type: string) =>
    target.dispatchEvent(new Event(type, { bubbles: true }));

  it("holds the island back from its pointer's going down to its click", async () => {
    const element = island();
    const presses = watchPresses(element);
    const button = element.querySelector("button");
    if (!button) throw new Error("no button");
    pointer(button, "pointerdown");
    let settled = false;
    void presses.settled().then(() => {
      settled = true;
    });
    await tick();
    expect(settled).toBe(false);
    pointer(button, "pointerup");
    button.click();
    await tick();
    expect(settled).toBe(true);
    presses.stop();
  });

  it("lets the island come when the pointer went down elsewhere, or the press was cancelled", async () => {
    const element = island();
    const presses = watchPresses(element);
    pointer(document.body, "pointerdown");
    await expect(presses.settled()).resolves.toBeUndefined();
    const button = element.querySelector("button");
    if (!button) throw new Error("no button");
    pointer(button, "pointerdown");
    const settled = presses.settled();
    pointer(button, "pointercancel");
    await expect(settled).resolves.toBeUndefined();
    presses.stop();
  });
});
