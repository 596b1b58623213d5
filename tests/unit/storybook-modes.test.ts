import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { allModes, chromaticDefaults } from "../../.storybook/modes";
import { SCREENS, type Screen } from "../../.storybook/screens";
import { playScreen, reducesMotion, snapshotScreens } from "../../.storybook/story-screens";
import {
  bothScreens,
  desktopScreen,
  mobileScreen,
  noImage,
  withMotion,
} from "../../stories/fixtures/screens";

// Storybook merges a story's parameters into its component's and the project's, objects deeply.
const merged = (...layers: object[]): Record<string, unknown> => {
  const merge = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const out = { ...a };
    for (const [key, value] of Object.entries(b)) {
      const prior = out[key];
      out[key] =
        typeof value === "object" && value && typeof prior === "object" && prior
          ? merge(prior as Record<string, unknown>, value as Record<string, unknown>)
          : value;
    }
    return out;
  };
  return layers.reduce<Record<string, unknown>>(
    (acc, layer) => merge(acc, layer as Record<string, unknown>),
    {},
  );
};

const project = { chromatic: chromaticDefaults };

describe("Chromatic modes and the local screens", () => {
  it("has one mode per screen, at the screen's size", () => {
    expect(Object.keys(allModes).sort()).toEqual(Object.keys(SCREENS).sort());
    for (const screen of Object.keys(SCREENS) as Screen[]) {
      expect(allModes[screen].viewport).toEqual(SCREENS[screen]);
    }
  });

  it("matches the width the committed baselines were taken at", async () => {
    // A full-page image is as wide as the page's content, which may overflow the window; the
    // narrowest image of each screen is the window itself.
    const dir = path.join(__dirname, "../visual");
    const widths: Record<string, number[]> = {};
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".webp"))) {
      const screen = /--(\w+)\.webp$/.exec(name)?.[1] ?? name;
      const { width = 0 } = await sharp(path.join(dir, name)).metadata();
      (widths[screen] ??= []).push(width);
    }
    expect(Object.keys(widths).sort()).toEqual(Object.keys(SCREENS).sort());
    for (const screen of Object.keys(SCREENS) as Screen[]) {
      expect(Math.min(...(widths[screen] ?? []))).toBe(SCREENS[screen].width);
    }
  });
});

describe("a story's screens", () => {
  it("is the desktop alone by default, with reduced motion", () => {
    expect(snapshotScreens(merged(project))).toEqual(["desktop"]);
    expect(playScreen(merged(project))).toBe("desktop");
    expect(reducesMotion(merged(project))).toBe(true);
  });

  it("adds the phone for a layout that changes there, playing at desktop", () => {
    const parameters = merged(project, bothScreens);
    expect(snapshotScreens(parameters)).toEqual(["desktop", "mobile"]);
    expect(playScreen(parameters)).toBe("desktop");
  });

  it("is the phone alone for a phone story, even in a component that asks for both", () => {
    const parameters = merged(project, bothScreens, mobileScreen.parameters);
    expect(snapshotScreens(parameters)).toEqual(["mobile"]);
    expect(playScreen(parameters)).toBe("mobile");
  });

  it("is the desktop alone for a desktop story in a component that asks for both", () => {
    expect(snapshotScreens(merged(project, bothScreens, desktopScreen.parameters))).toEqual([
      "desktop",
    ]);
  });

  it("takes no image of a behaviour story, which still plays at its screen", () => {
    const onDesktop = merged(project, noImage);
    expect(snapshotScreens(onDesktop)).toEqual([]);
    expect(playScreen(onDesktop)).toBe("desktop");
    const onPhone = merged(project, mobileScreen.parameters, noImage);
    expect(snapshotScreens(onPhone)).toEqual([]);
    expect(playScreen(onPhone)).toBe("mobile");
  });

  it("lets motion run when the story asks", () => {
    expect(reducesMotion(merged(project, withMotion))).toBe(false);
  });

  it("refuses a mode with no screen, and a story with none", () => {
    expect(() =>
      snapshotScreens(merged(project, { chromatic: { modes: { tablet: {} } } })),
    ).toThrow("Unknown Chromatic mode(s): tablet");
    expect(() =>
      snapshotScreens(merged(project, { chromatic: { modes: { desktop: { disable: true } } } })),
    ).toThrow("at least one");
  });
});
