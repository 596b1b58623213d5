import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { SaasPlatformsView } from "../../src/views/SaasPlatformsView";
import { subscribeSucceeds } from "../fixtures/subscribe";
import { trackedEvents } from "../fixtures/gtag-spy";
import { scrollPaddingTop } from "../fixtures/location-hash";
import { desktopScreen, mobileScreen, noImage } from "../fixtures/screens";
import { saasPlatformsContent, sidebarMagnet, withCleanHashAndGtagSpy } from "../fixtures/services";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/SaaS platforms",
  component: SaasPlatformsView,
  parameters: framedInDocs,
  args: {
    content: saasPlatformsContent,
    sidebar: sidebarMagnet,
    submitMagnet: fn(subscribeSucceeds),
  },
  beforeEach: withCleanHashAndGtagSpy,
} satisfies Meta<typeof SaasPlatformsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shortest window the desktop layout is drawn for: a laptop's 1280 x 720. */
const LAPTOP_WINDOW_HEIGHT = 720;

const magnetPanel = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("complementary", { name: sidebarMagnet.magnet.title });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const platform of saasPlatformsContent.platforms) {
      await expect(canvas.getByRole("article", { name: platform.name })).toBeVisible();
    }
    const popular = canvas.getByRole("article", { name: "Professional" });
    await expect(within(popular).getByText(saasPlatformsContent.popularLabel)).toBeVisible();
    for (const plan of saasPlatformsContent.plans) {
      await expect(canvas.getByRole("link", { name: plan.action.label })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
    await expect(within(magnetPanel(canvasElement)).getByText("£497")).toBeVisible();
    // Sent from an effect, which React may run after the first paint.
    await waitFor(() =>
      expect(trackedEvents("view_service")).toEqual([
        { service_id: "saas-platforms", service_name: "SaaS platforms" },
      ]),
    );
  },
};

export const SidebarStaysInView: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const panel = magnetPanel(canvasElement);
    document.getElementById("crm-suite")?.scrollIntoView({ block: "start" });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    // Sticky below the header while the platforms scroll past.
    await expect(Math.round(panel.getBoundingClientRect().top)).toBe(scrollPaddingTop());
    // Its sign-up whole within a laptop's 1280 x 720 window, not below it until the platforms end.
    const button = within(panel).getByRole("button", { name: sidebarMagnet.copy.button });
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(LAPTOP_WINDOW_HEIGHT);
    window.scrollTo(0, 0);
  },
};

export const MagnetAfterPlatformsOnPhone: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const platforms = within(canvasElement).getByRole("region", {
      name: saasPlatformsContent.platformsSection.heading,
    });
    const panel = magnetPanel(canvasElement);
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(
      platforms.getBoundingClientRect().bottom,
    );
  },
};

export const ScrolledToPricing: Story = {
  ...desktopScreen,
  play: async () => {
    window.location.hash = "#pricing";
    const pricing = document.getElementById("pricing");
    await waitFor(() => expect(document.activeElement).toBe(pricing));
    await expect(
      Math.abs((pricing?.getBoundingClientRect().top ?? 0) - scrollPaddingTop()),
    ).toBeLessThan(2);
  },
};
