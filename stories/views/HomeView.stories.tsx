import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HomeView } from "../../src/views/HomeView";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { CONTROL_VARIATIONS, homeContent, seedVariations } from "../fixtures/home";
import { loadLazyImages } from "../fixtures/lazy-images";
import { withNetwork } from "../fixtures/network";
import { untilGridPainted } from "../fixtures/ripple-grid";
import { desktopScreen, mobileScreen } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/Home",
  component: HomeView,
  parameters: framedInDocs,
  args: { content: homeContent, forms: formsCopy, contactEmail },
  beforeEach: (context) => {
    const restoreNetwork = withNetwork(context);
    const forget = seedVariations(CONTROL_VARIATIONS);
    return () => {
      restoreNetwork();
      forget();
    };
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1, every section a named landmark, headings never skipping a level. */
async function expectPageOutline(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  for (const section of canvasElement.querySelectorAll("section")) {
    await expect(
      section.getAttribute("aria-labelledby") ?? section.getAttribute("aria-label"),
    ).toBeTruthy();
  }
  const levels = [...canvasElement.querySelectorAll("h1, h2, h3, h4")].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
  for (const name of [
    homeContent.portfolio.copy.heading,
    homeContent.performance.copy.heading,
    homeContent.testimonials.copy.heading,
    homeContent.closing.heading,
  ]) {
    await expect(canvas.getByRole("region", { name })).toBeVisible();
  }
  await expect(canvas.getByRole("button", { name: formsCopy.leadForm.button })).toBeVisible();
}

/** The first testimonial's portrait loads lazily: bring it in and let it load before the image. */
async function loadPortrait(canvasElement: HTMLElement) {
  const first = homeContent.testimonials.items[0];
  const portrait = within(canvasElement).getByRole("img", { name: `Portrait of ${first?.name}` });
  await loadLazyImages([portrait]);
}

export const Desktop: Story = {
  ...desktopScreen,
  play: async ({ canvasElement }) => {
    await expectPageOutline(canvasElement);
    await loadPortrait(canvasElement);
    await untilGridPainted(canvasElement);
  },
};

export const Mobile: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    await expectPageOutline(canvasElement);
    await loadPortrait(canvasElement);
    await untilGridPainted(canvasElement);
  },
};
