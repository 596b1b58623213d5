/** @jest-environment jsdom */
import { act, Suspense } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { preloadable } from "../../src/browser/preloadable";

// Split-off code fetched ahead of need (the exit popup, the consent panel) is drawn in the very
// render that asks for it once it has arrived: a tap never waits for a second render and a paint.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement("div");
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

function drawNow(element: JSX.Element) {
  act(() => flushSync(() => root.render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>)));
}

describe("preloadable", () => {
  it("fetches nothing until asked, then once however often it is asked", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const { preload } = preloadable(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([preload(), preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("draws the component in the render that asks for it once its code has arrived", async () => {
    const { Component, preload } = preloadable(() => Promise.resolve(Greeting));
    await preload();
    drawNow(<Component name="Ada" />);
    expect(container.textContent).toBe("Hello Ada");
  });

  it("waits in its Suspense boundary while the code is on its way, then draws it", async () => {
    const arrival = deferred<typeof Greeting>();
    const { Component } = preloadable(() => arrival.promise);
    drawNow(<Component name="Ada" />);
    expect(container.textContent).toBe("Loading");
    await act(async () => arrival.resolve(Greeting));
    expect(container.textContent).toBe("Hello Ada");
    // Drawn again with other props, it passes them on.
    drawNow(<Component name="Grace" />);
    expect(container.textContent).toBe("Hello Grace");
  });

  it("fetches again after a failed fetch", async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Greeting);
    const { Component, preload } = preloadable(load);
    await expect(preload()).rejects.toThrow("offline");
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
    drawNow(<Component name="Ada" />);
    expect(container.textContent).toBe("Hello Ada");
  });
});
