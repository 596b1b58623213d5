/** @jest-environment jsdom */
// A frame that has not loaded in time gives way to our words. jsdom never loads a frame, so the
// frame here is one that never arrives; a browser's frames are in the Frame facade stories.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { composeStories, setProjectAnnotations } from "@storybook/react";
import { within } from "@testing-library/dom";
import preview from "../../.storybook/preview";
import embeds from "../../content/data/embeds.json";
import { fillTemplate } from "../../src/lib/fill-template";
import * as stories from "../../stories/components/FrameFacade.stories";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

setProjectAnnotations(preview);
const { Idle } = composeStories(stories);

it("says the frame did not load once its time is up, and not before", async () => {
  jest.useFakeTimers();
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(<Idle initialPhase="loading" timeoutMs={15_000} />);
  });
  const failed = fillTemplate(embeds.frame.failed, { name: "Example calculator" });
  const status = within(host).getByRole("status");
  expect(host.querySelector("iframe")).not.toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(14_999);
  });
  expect(status.textContent).not.toContain(failed);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(within(host).getByRole("status").textContent).toContain(failed);
  expect(host.querySelector("iframe")).toBeNull();
  act(() => root.unmount());
  jest.useRealTimers();
});
