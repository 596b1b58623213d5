import type { TestRunnerConfig } from "@storybook/test-runner";
import type { Page } from "playwright-core";
import { matchBaseline } from "./match-baseline";
import { SCREENS } from "./screens";
import { playScreen, reducesMotion, snapshotScreens } from "./story-screens";

const STILL =
  "*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }";

// Sections skip their rendering while off-screen (content-visibility: auto) and a full-page
// image is taken without scrolling, so it would show their placeholders: draw them all, as a
// visitor scrolling down sees them.
const ALL_RENDERED = "* { content-visibility: visible !important; }";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

// What the image needs on screen: the fonts and every eager image decoded (a lazy one off-screen
// stays a placeholder in every run). A broken image is drawn broken, so its failure is no reason
// to wait.
const contentReady = () =>
  Promise.all([
    document.fonts.ready,
    ...Array.from(document.images)
      .filter((image) => image.loading !== "lazy")
      .map((image) => image.decode().catch(() => undefined)),
  ]).then(() => undefined);

interface StoryContextReader {
  __getContext(id: string): Promise<{ parameters: Record<string, unknown> }>;
}

/**
 * The story's context, read as the test-runner's `getStoryContext` reads it: importing that
 * would load the whole test-runner into every story file (.storybook/test-runner-setup.ts).
 */
const getStoryContext = (page: Page, context: { id: string }) =>
  page.evaluate(
    (storyId) => (globalThis as unknown as StoryContextReader).__getContext(storyId),
    context.id,
  );

const config: TestRunnerConfig = {
  // Before the story renders: the screen its play runs at, and reduced motion unless it asks
  // for motion (the story's Chromatic parameters, so a hosted build sees the same).
  async preVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    await page.setViewportSize(SCREENS[playScreen(parameters)]);
    await page.emulateMedia({
      reducedMotion: reducesMotion(parameters) ? "reduce" : "no-preference",
    });
  },

  // After the play function: one image per Chromatic mode, compared with the committed baseline.
  // After a failed play or axe check there is none: its failure is the one to report.
  async postVisit(page, context) {
    if (context.hasFailure) return;
    const { parameters } = await getStoryContext(page, context);
    const screens = snapshotScreens(parameters);
    if (screens.length === 0) return;
    await page.evaluate(contentReady);
    await page.addStyleTag({ content: `${STILL} ${ALL_RENDERED}` });
    for (const screen of screens) {
      if (screen !== playScreen(parameters)) await page.setViewportSize(SCREENS[screen]);
      // The styles above (and a new width) are laid out in the next frame.
      await page.evaluate(nextFrame);
      const shoot = () =>
        page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
      await matchBaseline(shoot, `${context.id}--${screen}`);
    }
  },
};

export default config;
