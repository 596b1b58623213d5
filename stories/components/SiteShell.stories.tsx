import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SiteShell } from "../../src/components/SiteShell";
import { PageHero } from "../../src/components/PageHero";
import { STORY_YEAR, chrome } from "../fixtures/chrome";
import { subscribeSucceeds } from "../fixtures/subscribe";
import { aiRoiToolsContent } from "../fixtures/tools-pages";

const meta = {
  title: "Components/SiteShell",
  component: SiteShell,
  args: {
    chrome,
    currentPath: "/",
    subscribe: fn(subscribeSucceeds),
    submitExitPopup: fn(subscribeSucceeds),
    year: STORY_YEAR,
    children: <PageHero content={aiRoiToolsContent.hero} />,
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toBeInTheDocument();
    await expect(
      within(canvas.getByRole("banner")).getByRole("link", {
        name: chrome.navigation.search.label,
      }),
    ).toHaveAttribute("href", chrome.navigation.search.to);
    await expect(canvas.getByRole("main")).toHaveAttribute("id", "main-content");
    await expect(canvas.getByRole("contentinfo")).toBeInTheDocument();
    await expect(
      canvas.getByRole("region", { name: chrome.footer.logosHeading }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("region", { name: "Security and trust" })).toBeInTheDocument();
  },
};

export const SkipLinkFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole("link", { name: "Skip to main content" }),
    ).toHaveFocus();
  },
};
