/** @jest-environment jsdom */
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { TextDecoder, TextEncoder } from "node:util";
import { renderApart, renderInSlices, type RootApi } from "../../src/browser/hydrate-in-slices";

// Gatsby's first render goes through renderInSlices: the server's HTML is hydrated (its nodes are
// kept), in slices that let the browser run other tasks in between.

// react-dom/server needs them, and jsdom lacks them; it is imported once they are there.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const SLOW_PART_MS = 8;
const PARTS = 6;

function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // a part of the page that takes a while to render
  }
}

function SlowPart({ index, log }: { index: number; log: string[] }) {
  busyFor(SLOW_PART_MS);
  log.push(`part ${index}`);
  return <li>Part {index}</li>;
}

function Page({ log, onHydrated }: { log: string[]; onHydrated: () => void }) {
  const [clicks, setClicks] = useState(0);
  useEffect(onHydrated, [onHydrated]);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <ul>
        {Array.from({ length: PARTS }, (_, index) => (
          <SlowPart key={index} index={index} log={log} />
        ))}
      </ul>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

async function serverRendered(): Promise<HTMLElement> {
  const { renderToString } = await import("react-dom/server");
  const container = document.createElement("div");
  container.id = "___gatsby";
  container.innerHTML = renderToString(<Page log={[]} onHydrated={() => {}} />);
  document.body.append(container);
  return container;
}

it("hydrates the server's HTML, yielding to other tasks between parts of the page", async () => {
  const container = await serverRendered();
  const serverButton = container.querySelector("button");
  const log: string[] = [];
  let ticking = true;
  const tick = () => {
    log.push("other task");
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);

  await new Promise<void>((resolve) =>
    renderInSlices(<Page log={log} onHydrated={resolve} />, container),
  );
  ticking = false;

  // The same button, now React's: a click updates it.
  const button = container.querySelector("button");
  expect(button).toBe(serverButton);
  button?.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(button?.textContent).toBe("Clicked 1");

  // Rendered in one piece, the parts would follow each other with nothing in between.
  const first = log.indexOf("part 0");
  const last = log.indexOf(`part ${PARTS - 1}`);
  expect(first).toBeGreaterThanOrEqual(0);
  expect(log.slice(first, last)).toContain("other task");
});

function recordingReact(calls: string[]): RootApi {
  let inTransition = false;
  return {
    startTransition(work) {
      inTransition = true;
      work();
      inTransition = false;
    },
    hydrateRoot: () => calls.push(`hydrate${inTransition ? " in a transition" : ""}`),
    createRoot: () => ({
      render: () => calls.push(`render${inTransition ? " in a transition" : ""}`),
    }),
  };
}

it("hydrates a page rendered at build time, as a transition", async () => {
  const container = await serverRendered();
  const calls: string[] = [];
  renderInSlices(<p>page</p>, container, recordingReact(calls));
  expect(calls).toEqual(["hydrate in a transition"]);
});

it("renders a client-only page, whose focus wrapper the build left empty", () => {
  const container = document.createElement("div");
  container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
  document.body.append(container);
  const calls: string[] = [];
  renderInSlices(<p>page</p>, container, recordingReact(calls));
  expect(calls).toEqual(["render in a transition"]);
});

// React marks each element it listens for events on.
const listenedOn = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("_reactListening"));

it("renders a kept page apart from the document, its islands' events still React's", async () => {
  const container = await serverRendered();
  const built = container.innerHTML;
  const island = document.createElement("div");
  container.append(island);
  const clicks: string[] = [];
  await new Promise<void>((resolve) =>
    renderApart(
      createPortal(
        <button
          type="button"
          ref={(node) => node && resolve()}
          onClick={() => clicks.push("island")}
        >
          Island
        </button>,
        island,
      ),
    ),
  );
  island.querySelector("button")?.click();
  expect(clicks).toEqual(["island"]);
  expect(listenedOn(island)).toBe(true);
  expect(listenedOn(container)).toBe(false);
  expect(container.innerHTML).toBe(built + island.outerHTML);
});

it("renders a kept page as a transition, never hydrating", () => {
  const calls: string[] = [];
  renderApart(<p>page</p>, recordingReact(calls));
  expect(calls).toEqual(["render in a transition"]);
});
