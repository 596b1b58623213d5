import { followsPointer, rippleMode } from "../../src/lib/ripple-grid-mode";

describe("rippleMode (docs/product.md: still under reduced motion, paused off screen)", () => {
  it("runs only on screen, in a visible tab, without reduced motion", () => {
    expect(rippleMode({ reducedMotion: false, onScreen: true, pageVisible: true })).toBe("running");
  });

  it.each([
    [true, false],
    [false, true],
    [false, false],
  ])("pauses when on screen is %p and the tab visible is %p", (onScreen, pageVisible) => {
    expect(rippleMode({ reducedMotion: false, onScreen, pageVisible })).toBe("paused");
  });

  it.each([
    [true, true],
    [false, true],
    [true, false],
    [false, false],
  ])(
    "stands still under reduced motion (on screen %p, tab visible %p)",
    (onScreen, pageVisible) => {
      expect(rippleMode({ reducedMotion: true, onScreen, pageVisible })).toBe("still");
    },
  );
});

describe("followsPointer (docs/product.md: off at the mobile breakpoint or narrower)", () => {
  it("follows the pointer on wide screens with motion only", () => {
    expect(followsPointer(false, false)).toBe(true);
    expect(followsPointer(true, false)).toBe(false);
    expect(followsPointer(false, true)).toBe(false);
    expect(followsPointer(true, true)).toBe(false);
  });
});
