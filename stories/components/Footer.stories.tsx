import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Footer } from "../../src/components/Footer";
import { STORY_YEAR, chrome } from "../fixtures/chrome";
import { formStates } from "../fixtures/form-states";
import { subscribeSucceeds } from "../fixtures/subscribe";
import { bothScreens, noImage } from "../fixtures/screens";

const copy = chrome.footer.newsletter;
const EMAIL = "owner@business.co.uk";
const states = formStates({ email: EMAIL });

const meta = {
  title: "Sections/Footer",
  component: Footer,
  args: {
    siteTitle: chrome.siteTitle,
    copy: chrome.footer,
    navigation: chrome.navigation,
    contact: chrome.contact,
    social: chrome.social,
    subscribe: fn(subscribeSucceeds),
    notices: chrome.forms.notices,
    year: STORY_YEAR,
    onOpenConsentSettings: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

export const Idle: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(hrefs(canvas.getByRole("navigation", { name: "Quick links" }))).toEqual([
      "/",
      "/services",
      "/about",
      "/case-studies",
      "/ai-roi-tools",
      "/advanced-tools",
      "/contact",
    ]);
    await expect(hrefs(canvas.getByRole("navigation", { name: "Portfolio" }))).toEqual([
      "/services#saas-b2b",
      "/services#ai-automation",
      "/services#smma-agency",
      "/services#ecommerce",
    ]);
    await expect(canvas.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(canvas.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(canvas.getByRole("link", { name: chrome.contact.email })).toHaveAttribute(
      "href",
      `mailto:${chrome.contact.email}`,
    );
    for (const phone of chrome.contact.phones) {
      await expect(canvas.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.tel}`,
      );
    }
    await expect(canvas.getByText(/Northern Ireland, United Kingdom/)).toBeInTheDocument();
    await expect(canvas.getAllByRole("link", { name: /opens in a new tab/ })).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

/** The sign-up on its way: the busy button and field, the address kept. */
export const Submitting: Story = {
  args: { newsletterStart: states.submitting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: copy.submitting })).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toHaveValue(EMAIL);
  },
};

/** Signed up: the thanks, and the confirming still to do in our email. */
export const Success: Story = {
  args: { newsletterStart: states.sent },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("status");
    await expect(panel).toHaveTextContent(copy.successTitle);
    // Double opt-in: the subscription counts once confirmed by the button in our email.
    await expect(within(panel).getByText(chrome.forms.notices.confirmSubscription)).toBeVisible();
  },
};

/** The footer's sign-up sends what the visitor typed through its `subscribe`, then thanks them. */
export const Subscribes: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(copy.label), EMAIL);
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(copy.successTitle);
    await expect(args.subscribe).toHaveBeenCalledWith(EMAIL);
  },
};

/**
 * The legal row's 'Cookie settings' reopens the consent banner (a button: it changes no page). The
 * picture is Idle's.
 */
export const CookieSettings: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const legal = within(within(canvasElement).getByRole("list", { name: "Legal" }));
    const settings = legal.getByRole("button", { name: chrome.footer.consent.settings });
    await userEvent.click(settings);
    await expect(args.onOpenConsentSettings).toHaveBeenCalledTimes(1);
  },
};

/** A site without analytics has nothing to set: no settings link. */
export const WithoutAnalytics: Story = {
  args: { onOpenConsentSettings: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole("button", { name: chrome.footer.consent.settings }),
    ).not.toBeInTheDocument();
  },
};
