// Draws a composed story as its Docs page does: its loaders and decorators, no play function.
// For jsdom test files (`@jest-environment jsdom`) that check a story's state is there from its
// args and data alone.
import { act, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { setProjectAnnotations } from "@storybook/react";
import preview from "../../../.storybook/preview";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has <dialog> but not its modal methods; the browser's open attribute stands in.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
};

setProjectAnnotations(preview);

/** What a test needs of a composed story: to be drawn, its loaders, its args. */
export type Composed = ComponentType & {
  load: () => Promise<void>;
  args: { open?: boolean; defaultOpen?: boolean };
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Draws `story` into the document without its play function; returns the element it is in. */
export async function draw(story: Composed): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  await story.load();
  root = createRoot(host);
  const Story = story;
  await act(async () => root?.render(<Story />));
  return host;
}

/** Lets the story's own loads answer (data in memory, a lazy part) until `find` sees its state. */
export async function shown<T>(find: () => T | null): Promise<T> {
  for (let turn = 0; turn < 100; turn += 1) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error("The story's state never showed");
}
