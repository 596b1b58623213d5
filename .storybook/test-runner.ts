import path from "node:path";
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from "@storybook/test-runner";
import { toMatchImageSnapshot } from "jest-image-snapshot";

const SCREENS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
type Screen = keyof typeof SCREENS;

const isScreen = (value: unknown): value is Screen => value === "desktop" || value === "mobile";

const STILL =
  "*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }";

// Sections skip their rendering while off-screen (content-visibility: auto) and a full-page
// image is taken without scrolling, so it would show their placeholders: draw them all, as a
// visitor scrolling down sees them.
const ALL_RENDERED = "* { content-visibility: visible !important; }";

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // Before the story renders: its screen size, and reduced motion unless it asks for motion.
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const screen = isScreen(story.parameters.screen) ? story.parameters.screen : "desktop";
    await page.setViewportSize(SCREENS[screen]);
    await page.emulateMedia({
      reducedMotion: story.parameters.motion === "allow" ? "no-preference" : "reduce",
    });
  },

  // After the play function: one image per screen, compared with the committed baseline.
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    await page.addStyleTag({ content: `${STILL} ${ALL_RENDERED}` });
    const screens: Screen[] = isScreen(story.parameters.screen)
      ? [story.parameters.screen]
      : ["desktop", "mobile"];
    for (const screen of screens) {
      await page.setViewportSize(SCREENS[screen]);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => resolve(null))),
      );
      const image = await page.screenshot({
        fullPage: true,
        animations: "disabled",
        caret: "hide",
      });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: path.join(process.cwd(), "tests/visual"),
        customDiffDir: path.join(process.cwd(), "tests/visual/__diff_output__"),
        customSnapshotIdentifier: `${context.id}--${screen}`,
        failureThreshold: 0.001,
        failureThresholdType: "percent",
        storeReceivedOnFailure: true,
      });
    }
  },
};

export default config;
