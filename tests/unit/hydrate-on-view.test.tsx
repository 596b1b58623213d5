/** @jest-environment jsdom */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { act, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TextDecoder, TextEncoder } from "node:util";
import { HydrateOnView } from "../../src/components/HydrateOnView";
import { Provider } from "../../src/provider";

// A part below the fold keeps its server HTML, unhydrated, until it nears the window or the
// visitor reaches into it; then React hydrates the same nodes (nothing is re-created).

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
Object.assign(globalThis, { TextEncoder, TextDecoder });

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: Callback[] = [];
class FakeIntersectionObserver {
  constructor(callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const page = (id: string, cache = createCache({ key: "css" })): ReactNode => (
  <CacheProvider value={cache}>
    <Provider>
      <HydrateOnView id={id}>
        <Counter />
      </HydrateOnView>
    </Provider>
  </CacheProvider>
);

async function serverRenderedAndHydrated(id: string) {
  const { renderToString } = await import("react-dom/server");
  const cache = createCache({ key: "css" });
  createEmotionServer(cache);
  const html = renderToString(page(id, cache));
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(id), { onRecoverableError: (error) => errors.push(error) });
  });
  const button = container.querySelector("button");
  if (!button) throw new Error("the server HTML has no button");
  return { button, errors };
}

const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

afterEach(() => {
  document.body.innerHTML = "";
  observers.length = 0;
});

it("keeps the server HTML, unhydrated, until the part nears the window", async () => {
  const { button, errors } = await serverRenderedAndHydrated("below-the-fold");
  expect(button.textContent).toBe("Clicked 0");
  expect(isHydrated(button)).toBe(false);

  await act(async () => {
    for (const callback of observers) callback([{ isIntersecting: true }]);
  });
  expect(isHydrated(button)).toBe(true);
  expect(document.querySelector("button")).toBe(button);
  await act(async () => button.click());
  expect(button.textContent).toBe("Clicked 1");
  expect(errors).toEqual([]);
});

it("hydrates at once when the visitor reaches into the part first", async () => {
  const { button } = await serverRenderedAndHydrated("reached-first");
  await act(async () => {
    button.dispatchEvent(new Event("focusin", { bubbles: true }));
  });
  expect(isHydrated(button)).toBe(true);
});

it("keeps waiting, with no error, when the page re-renders before the part nears the window", async () => {
  const clientCache = createCache({ key: "css" });
  function Page({ cache }: { cache: ReturnType<typeof createCache> }) {
    const [renders, setRenders] = useState(0);
    return (
      <CacheProvider value={cache}>
        <Provider>
          <p data-renders={renders}>
            <a href="#again" onClick={() => setRenders((count) => count + 1)}>
              Render the page again
            </a>
          </p>
          <HydrateOnView id="re-rendered">
            <Counter />
          </HydrateOnView>
        </Provider>
      </CacheProvider>
    );
  }
  const { renderToString } = await import("react-dom/server");
  const serverCache = createCache({ key: "css" });
  createEmotionServer(serverCache);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page cache={serverCache} />);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page cache={clientCache} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  const button = container.querySelector("button");
  if (!button) throw new Error("the server HTML has no button");

  await act(async () => container.querySelector("a")?.click());
  expect(container.querySelector("p")?.dataset.renders).toBe("1");
  expect(isHydrated(button)).toBe(false);

  await act(async () => {
    for (const callback of observers) callback([{ isIntersecting: true }]);
  });
  expect(document.querySelector("button")).toBe(button);
  expect(isHydrated(button)).toBe(true);
  expect(errors).toEqual([]);
});
