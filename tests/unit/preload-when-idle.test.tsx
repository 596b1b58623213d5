/** @jest-environment jsdom */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { usePreloadWhenIdle } from "../../src/hooks/use-preload-when-idle";

// Lazy code (the mobile menu, the exit popup) is loaded once the page has loaded and the browser
// is idle: never during start-up, and not at all by a component gone by then.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Preloads({ load }: { load: () => Promise<unknown> }) {
  usePreloadWhenIdle(load);
  return null;
}

function mount(load: () => Promise<unknown>) {
  const root = createRoot(document.createElement("div"));
  act(() => root.render(<Preloads load={load} />));
  return root;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("usePreloadWhenIdle", () => {
  it("loads nothing while the page starts, then loads once when the browser is idle", () => {
    const load = jest.fn(() => Promise.resolve());
    const root = mount(load);
    expect(load).not.toHaveBeenCalled();
    act(() => jest.runAllTimers());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("waits for an idle moment when the browser has one to offer", () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline));
    window.cancelIdleCallback = jest.fn();
    try {
      const load = jest.fn(() => Promise.resolve());
      const root = mount(load);
      act(() => jest.runAllTimers());
      expect(load).not.toHaveBeenCalled();
      act(() => idle.forEach((run) => run()));
      expect(load).toHaveBeenCalledTimes(1);
      act(() => root.unmount());
    } finally {
      Reflect.deleteProperty(window, "requestIdleCallback");
      Reflect.deleteProperty(window, "cancelIdleCallback");
    }
  });

  it("loads nothing for a component gone before the browser was idle", () => {
    const load = jest.fn(() => Promise.resolve());
    const root = mount(load);
    act(() => root.unmount());
    act(() => jest.runAllTimers());
    expect(load).not.toHaveBeenCalled();
  });

  it("leaves a failed fetch to the first render of the component, without an unhandled rejection", async () => {
    const failure = Promise.reject(new Error("offline"));
    const load = jest.fn(() => failure);
    const root = mount(load);
    act(() => jest.runAllTimers());
    expect(load).toHaveBeenCalledTimes(1);
    const unhandled = jest.fn();
    process.on("unhandledRejection", unhandled);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
