/** @jest-environment jsdom */
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { TextDecoder, TextEncoder } from "node:util";
import {
  reserveAtBottom,
  useReservedBelow,
  type BottomReserveName,
} from "../../src/hooks/use-bottom-reserve";
import { attachFloatingAction } from "../../src/browser/behaviours/floating-action";

// The floating button and the consent banner keep room at the bottom of the window: the document's
// scroll padding adds up every reserve, and what sits above a reserve reads its size, without any
// custom property on <html> (changing one there restyles the whole page).

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
Object.assign(globalThis, { TextEncoder, TextDecoder });

const scrollPadding = () => document.documentElement.style.scrollPaddingBottom;

function Offset({ names }: { names?: readonly BottomReserveName[] }) {
  return <output>{useReservedBelow(names)}</output>;
}

describe("reserveAtBottom", () => {
  it("adds every reserve to the scroll padding and removes it with the last", () => {
    const releaseButton = reserveAtBottom("floating-action", "5.5rem");
    expect(scrollPadding()).toBe("5.5rem");
    const releaseBanner = reserveAtBottom("consent-banner", "120px");
    expect(scrollPadding()).toBe("calc(5.5rem + 120px)");
    releaseButton();
    expect(scrollPadding()).toBe("120px");
    releaseBanner();
    expect(scrollPadding()).toBe("");
  });

  it("sets no custom property on <html> or <body>", () => {
    const release = reserveAtBottom("consent-banner", "120px");
    expect(document.documentElement.getAttribute("style")).not.toContain("--");
    expect(document.body.getAttribute("style") ?? "").not.toContain("--");
    release();
  });

  it("lets an old release leave a newer size alone", () => {
    const releaseFirst = reserveAtBottom("consent-banner", "100px");
    const releaseSecond = reserveAtBottom("consent-banner", "140px");
    releaseFirst();
    expect(scrollPadding()).toBe("140px");
    releaseSecond();
    expect(scrollPadding()).toBe("");
  });
});

describe("useReservedBelow", () => {
  const mount = (names?: readonly BottomReserveName[]) => {
    const container = document.createElement("div");
    const root = createRoot(container);
    act(() => root.render(<Offset names={names} />));
    return { text: () => container.textContent, unmount: () => act(() => root.unmount()) };
  };

  it("follows the reserves it names as they come and go", () => {
    const offset = mount(["consent-banner"]);
    expect(offset.text()).toBe("0px");
    const releases: (() => void)[] = [];
    act(() => {
      releases.push(reserveAtBottom("floating-action", "5.5rem"));
      releases.push(reserveAtBottom("consent-banner", "120px"));
    });
    expect(offset.text()).toBe("120px");
    act(() => releases.forEach((release) => release()));
    expect(offset.text()).toBe("0px");
    offset.unmount();
  });

  it("adds up all reserves when it names none", () => {
    const offset = mount();
    const releases: (() => void)[] = [];
    act(() => {
      releases.push(reserveAtBottom("floating-action", "5.5rem"));
      releases.push(reserveAtBottom("consent-banner", "80px"));
    });
    expect(offset.text()).toBe("calc(5.5rem + 80px)");
    act(() => releases.forEach((release) => release()));
    expect(offset.text()).toBe("0px");
    offset.unmount();
  });

  it("hydrates with nothing reserved, as the page was built, then shows what is", async () => {
    // Loaded here: react-dom/server needs the TextEncoder set up above.
    const { renderToString } = await import("react-dom/server");
    const release = reserveAtBottom("consent-banner", "120px");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Offset />);
    expect(container.textContent).toBe("0px");
    const errors: unknown[] = [];
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, <Offset />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("120px");
    act(() => root?.unmount());
    release();
  });
});

describe("attachFloatingAction", () => {
  it("keeps the button's room while attached, and sits it above the consent banner", () => {
    const bar = document.createElement("div");
    const stop = attachFloatingAction(bar);
    expect(scrollPadding()).toBe("5.5rem");
    expect(bar.style.bottom).toBe("0px");
    const releaseBanner = reserveAtBottom("consent-banner", "120px");
    expect(scrollPadding()).toBe("calc(5.5rem + 120px)");
    expect(bar.style.bottom).toBe("120px");
    releaseBanner();
    expect(bar.style.bottom).toBe("0px");
    stop();
    expect(scrollPadding()).toBe("");
    expect(bar.style.bottom).toBe("");
  });
});
