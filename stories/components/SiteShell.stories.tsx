import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Box } from "@chakra-ui/react";
import { FloatingLinkButton } from "../../src/components/FloatingLinkButton";
import { SiteShell } from "../../src/components/SiteShell";
import { PageHero } from "../../src/components/PageHero";
import { STORY_YEAR, chrome } from "../fixtures/chrome";
import {
  findConsentBanner,
  loadVisitor,
  noAnalytics,
  resetAnalytics,
  storyConsent,
  visitorOf,
} from "../fixtures/consent";
import { subscribeSucceeds } from "../fixtures/subscribe";
import { aiRoiToolsContent, demoScheduler } from "../fixtures/tools-pages";
import { bothScreens } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Internals/Site shell",
  component: SiteShell,
  parameters: framedInDocs,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    chrome,
    currentPath: "/",
    subscribe: fn(subscribeSucceeds),
    submitExitPopup: fn(subscribeSucceeds),
    year: STORY_YEAR,
    // A returning visitor who chose before: no banner, and the footer's link to change it.
    consent: storyConsent("denied").controller,
    children: <PageHero content={aiRoiToolsContent.hero} />,
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {
  parameters: bothScreens,
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

/** A first visit: the banner asks, early in the keyboard order, right after the skip link. */
export const FirstVisitConsent: Story = {
  loaders: [loadVisitor],
  beforeEach: () => resetAnalytics,
  render: (args, { loaded }) => <SiteShell {...args} consent={visitorOf(loaded).controller} />,
  play: async ({ canvasElement }) => {
    const banner = await findConsentBanner(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(banner).getByRole("link", { name: chrome.footer.consent.privacyLink.label }),
    ).toHaveFocus();
  },
};

/** The banner and the floating 'Book Free AI Demo' stack: neither covers the other. */
export const ConsentAboveFloatingButton: Story = {
  loaders: [loadVisitor],
  beforeEach: () => resetAnalytics,
  render: (args, { loaded }) => (
    <SiteShell {...args} consent={visitorOf(loaded).controller}>
      <Box>
        <PageHero content={aiRoiToolsContent.hero} />
        <Box h="120vh" />
        <FloatingLinkButton to={demoScheduler.url}>{demoScheduler.label}</FloatingLinkButton>
      </Box>
    </SiteShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await findConsentBanner(canvasElement);
    const demo = canvas.getByRole("link", { name: demoScheduler.label });
    // The page is longer than the window, so the button is stuck to the bottom: above the banner.
    await waitFor(() =>
      expect(demo.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        banner.getBoundingClientRect().top,
      ),
    );
    await expect(getComputedStyle(document.documentElement).scrollPaddingBottom).not.toBe("0px");
  },
};

/** A site without analytics (no measurement id) never asks and offers no settings link. */
export const WithoutAnalytics: Story = {
  args: { consent: noAnalytics },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region", { name: chrome.footer.consent.heading })).toBeNull();
    await expect(
      canvas.queryByRole("button", { name: chrome.footer.consent.settings }),
    ).not.toBeInTheDocument();
  },
};
