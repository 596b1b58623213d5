import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Button as PlainButton, Heading, Text } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ConsentBanner } from "../../src/components/ConsentBanner";
import {
  consentCopy,
  dataLayerEntries,
  findConsentBanner,
  loadVisitor,
  resetAnalytics,
  storyConsent,
  visitorOf,
  STORY_MEASUREMENT_ID,
} from "../fixtures/consent";
import { mobileScreen, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

const meta = {
  title: "Sections/Consent banner",
  component: ConsentBanner,
  parameters: framedInDocs,
  // Each story gets a fresh controller (a first-time visitor unless the story says otherwise).
  args: { copy: consentCopy, controller: storyConsent().controller },
  loaders: [loadVisitor],
  beforeEach: () => resetAnalytics,
  render: (args, { loaded }) => (
    <Box p="6" minH="100vh">
      <Heading as="h1" size="lg">
        A page
      </Heading>
      <Text mt="2">The banner asks once and keeps out of the way.</Text>
      <PlainButton
        mt="4"
        variant="outline"
        onClick={() => visitorOf(loaded).controller.openSettings()}
      >
        {consentCopy.settings}
      </PlainButton>
      <ConsentBanner {...args} controller={visitorOf(loaded).controller} />
    </Box>
  ),
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the question, Accept and Reject alike, and nothing of Google's tag yet. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, loaded }) => {
    const banner = await findConsentBanner(canvasElement);
    const region = within(banner);
    const accept = region.getByRole("button", { name: consentCopy.accept });
    const reject = region.getByRole("button", { name: consentCopy.reject });
    // Equally easy: same size, same style, and no choice made for the visitor.
    const [a, r] = [accept.getBoundingClientRect(), reject.getBoundingClientRect()];
    await expect(Math.round(a.height)).toBe(Math.round(r.height));
    await expect(Math.abs(a.width - r.width)).toBeLessThan(2);
    await expect(accept.className).toBe(reject.className);
    await expect(region.queryByRole("checkbox")).not.toBeInTheDocument();
    await expect(region.getByRole("link", { name: consentCopy.privacyLink.label })).toHaveAttribute(
      "href",
      consentCopy.privacyLink.to,
    );
    // Non-modal and polite: no dialog, focus stays where it was, and the page is reserved space.
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument();
    await expect(banner).not.toHaveFocus();
    await expect(banner.parentElement?.closest("[aria-live='polite']")).not.toBeNull();
    const height = `${Math.ceil(banner.getBoundingClientRect().height)}px`;
    await waitFor(() => expect(document.body.style.paddingBottom).toBe(height));
    await expect(document.documentElement.style.scrollPaddingBottom).toBe(height);
    await expect(window.dataLayer).toBeUndefined();
    await expect(window.gtag).toBeUndefined();
    await expect(visitorOf(loaded).loadScript).not.toHaveBeenCalled();
  },
};

/** Just accepted: the banner gone, what was chosen said politely, and Google's tag started. */
export const Accepted: Story = {
  parameters: { storedConsent: "granted" },
  args: { initialNotice: consentCopy.acceptedNotice },
  play: async ({ canvasElement, loaded }) => {
    const visitor = visitorOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(consentCopy.acceptedNotice)).toBeInTheDocument();
    await expect(canvas.queryByRole("region")).not.toBeInTheDocument();
    await expect(visitor.storedChoice()).toBe("granted");
    await expect(dataLayerEntries().at(-1)).toEqual([
      "consent",
      "update",
      { ...DENIED, analytics_storage: "granted" },
    ]);
    await expect(document.body.style.paddingBottom).toBe("");
  },
};

/**
 * Accepting: Consent Mode's defaults (all denied) before config, then analytics granted. The
 * picture is Accepted's.
 */
export const Accepts: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const visitor = visitorOf(loaded);
    const banner = await findConsentBanner(canvasElement);
    await userEvent.click(within(banner).getByRole("button", { name: consentCopy.accept }));
    await waitFor(() => expect(banner).not.toBeVisible());
    await expect(within(canvasElement).getByText(consentCopy.acceptedNotice)).toBeInTheDocument();
    await expect(visitor.storedChoice()).toBe("granted");
    const entries = dataLayerEntries();
    await expect(entries[0]).toEqual(["consent", "default", DENIED]);
    await expect(entries[1]?.[0]).toBe("js");
    await expect(entries.slice(2, 4)).toEqual([
      [
        "config",
        STORY_MEASUREMENT_ID,
        {
          send_page_view: false,
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
        },
      ],
      ["consent", "update", { ...DENIED, analytics_storage: "granted" }],
    ]);
    await expect(visitor.loadScript).toHaveBeenCalledWith(
      `https://www.googletagmanager.com/gtag/js?id=${STORY_MEASUREMENT_ID}`,
    );
    await expect(visitor.onStart).toHaveBeenCalledTimes(1);
    await expect(document.body.style.paddingBottom).toBe("");
    await expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  },
};

/** Rejecting: the choice is kept and nothing of Google's is created or sent. */
export const Rejected: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const visitor = visitorOf(loaded);
    const banner = await findConsentBanner(canvasElement);
    await userEvent.click(within(banner).getByRole("button", { name: consentCopy.reject }));
    await waitFor(() => expect(banner).not.toBeVisible());
    await expect(within(canvasElement).getByText(consentCopy.rejectedNotice)).toBeInTheDocument();
    await expect(visitor.storedChoice()).toBe("denied");
    await expect(window.dataLayer).toBeUndefined();
    await expect(window.gtag).toBeUndefined();
    await expect(visitor.loadScript).not.toHaveBeenCalled();
  },
};

/** A returning visitor who chose before is not asked again. */
export const RememberedHidden: Story = {
  parameters: { storedConsent: "denied", ...noImage },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
    await expect(
      within(canvasElement).queryByRole("button", { name: consentCopy.accept }),
    ).toBeNull();
  },
};

/** Reopened from the footer's 'Cookie settings': the banner asks again, with focus in it. */
export const ReopenedFromFooter: Story = {
  parameters: { storedConsent: "granted", settingsOpen: true },
  play: async ({ canvasElement, loaded }) => {
    const banner = await findConsentBanner(canvasElement);
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(within(banner).getByRole("button", { name: consentCopy.reject })).toBeVisible();
    await expect(visitorOf(loaded).storedChoice()).toBe("granted");
  },
};

/**
 * 'Cookie settings' reopens the banner and moves focus into it; a choice gives focus back. The
 * picture is ReopenedFromFooter's.
 */
export const ReopensFromFooter: Story = {
  parameters: { storedConsent: "granted", ...noImage },
  play: async ({ canvasElement, loaded }) => {
    const visitor = visitorOf(loaded);
    const canvas = within(canvasElement);
    const settings = canvas.getByRole("button", { name: consentCopy.settings });
    await userEvent.click(settings);
    const banner = await findConsentBanner(canvasElement);
    await waitFor(() => expect(banner).toHaveFocus());
    // Tab moves on to the banner's own controls: keyboard operable, and not a trap.
    await userEvent.tab();
    await expect(
      within(banner).getByRole("link", { name: consentCopy.privacyLink.label }),
    ).toHaveFocus();

    await userEvent.click(within(banner).getByRole("button", { name: consentCopy.reject }));
    await waitFor(() => expect(banner).not.toBeVisible());
    await expect(settings).toHaveFocus();
    await expect(visitor.storedChoice()).toBe("denied");
    // Withdrawing: analytics denied again, and the tag's events stop.
    await expect(dataLayerEntries().at(-1)).toEqual(["consent", "update", DENIED]);
  },
};

/** On a phone the two choices share the width equally, and the text block stays short. */
export const Mobile: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const banner = await findConsentBanner(canvasElement);
    const accept = within(banner).getByRole("button", { name: consentCopy.accept });
    const reject = within(banner).getByRole("button", { name: consentCopy.reject });
    await expect(Math.abs(accept.offsetWidth - reject.offsetWidth)).toBeLessThan(2);
    await expect(banner.getBoundingClientRect().height).toBeLessThan(window.innerHeight / 3);
  },
};
