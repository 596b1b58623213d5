import { checkDisabledFeatures, PLAYWRIGHT_CHROME_FLAGS } from "../../scripts/lib/chrome.mjs";

// What Playwright passes before our flags (its own list), then what we pass.
const PLAYWRIGHT_OWN = "--disable-features=PaintHolding,MediaRouter";
const disabledByUs = () =>
  PLAYWRIGHT_CHROME_FLAGS.filter((flag) => flag.startsWith("--disable-features="));

describe("the Chromium flags of Playwright's launches", () => {
  it("turn the omnibox popups off in one --disable-features, with Playwright's own features", () => {
    const lists = disabledByUs();
    expect(lists).toHaveLength(1);
    const features = lists[0]?.split("=")[1]?.split(",") ?? [];
    expect(features).toEqual(
      expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "PaintHolding"]),
    );
  });

  it("pass the check when the last list names every feature an earlier one did", () => {
    expect(() =>
      checkDisabledFeatures(["--headless", PLAYWRIGHT_OWN, ...PLAYWRIGHT_CHROME_FLAGS]),
    ).not.toThrow();
  });

  it("fail the check, naming it, when Playwright turns off a feature our list does not", () => {
    const grown = `${PLAYWRIGHT_OWN},SomeNewFeature`;
    expect(() => checkDisabledFeatures([grown, ...PLAYWRIGHT_CHROME_FLAGS])).toThrow(
      /Playwright turns off SomeNewFeature as well now/,
    );
  });
});
