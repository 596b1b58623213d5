import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import content from "../../content/data/thank-you.json";
import forms from "../../content/data/forms.json";
import { ThankYouView } from "../../src/views/ThankYouView";
import { framedInDocs } from "../fixtures/docs";
import { bothScreens, noImage } from "../fixtures/screens";

const page = (id: string) => {
  const found = content.pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no thank-you page ${id}`);
  return found;
};

const meta = {
  title: "Pages/Thank you",
  component: ThankYouView,
  args: { eyebrow: content.eyebrow, links: content.links, page: page("consultation") },
  parameters: framedInDocs,
} satisfies Meta<typeof ThankYouView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Consultation: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Thank You!");
    await expect(
      canvas.getByText(/Our team will contact you within 24 hours to schedule your consultation/),
    ).toBeInTheDocument();
    for (const link of content.links) {
      await expect(canvas.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
    }
    // An enquiry is no subscription: nothing to confirm.
    await expect(canvas.queryByText(/confirm your subscription/)).not.toBeInTheDocument();
  },
};

/** A newsletter sign-up posted without scripts: the thanks, then the one step left, in our email. */
export const Newsletter: Story = {
  args: { page: page("newsletter") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Thank you for subscribing!",
    );
    await expect(canvas.getByText(forms.notices.confirmSubscription)).toBeVisible();
  },
};

export const Message: Story = {
  args: { page: page("message") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Message Sent Successfully!",
    );
    await expect(canvas.getByText(/get back to you within 24 hours/)).toBeInTheDocument();
  },
};

export const Guide: Story = {
  args: { page: page("guide") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(forms.notices.confirmWithResource)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Read the guide now" })).toHaveAttribute(
      "href",
      "/resources/scaling-guide",
    );
  },
};

/** The guide's page with the report's words and link: no image of its own. */
export const RoiReport: Story = {
  args: { page: page("roi-report") },
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(forms.notices.confirmWithResource)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Read the report now" })).toHaveAttribute(
      "href",
      "/resources/roi-report",
    );
  },
};

export const StrategyCall: Story = {
  args: { page: page("strategy-call") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/15-minute strategy call/)).toBeInTheDocument();
  },
};
