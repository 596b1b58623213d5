import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { digestEmail } from "../../src/emails/messages";
import { OwnerDigestEmail } from "../../src/emails/OwnerDigestEmail";
import { EmailPreview, emailBody, sampleLead, studio } from "./email-preview";

// The owner's daily email of newsletter and download sign-ups, instead of an email each.

const meta = {
  title: "Emails/Owner's digest",
  component: OwnerDigestEmail,
  parameters: { layout: "padded" },
} satisfies Meta<typeof OwnerDigestEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (
  leads: Parameters<typeof digestEmail>[0],
  check: (canvas: ReturnType<typeof within>) => Promise<void>,
): Story => {
  const message = digestEmail(leads, studio, new Date("2026-11-26T08:00:00Z"));
  return {
    args: message.element.props as Story["args"],
    render: () => <EmailPreview subject={message.subject} email={message.element} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole("heading", { level: 1 });
      await expect(canvas.getByTestId("email-subject")).toHaveTextContent(
        `Subject: ${message.subject}`,
      );
      await check(within(emailBody(canvasElement)));
    },
  };
};

export const SeveralKinds = story(
  [
    sampleLead({ email: "one@example.co.uk", source: "footer_newsletter" }),
    sampleLead({
      email: "two@example.co.uk",
      source: "sidebar_lead_magnet",
      tags: ["scaling_guide"],
    }),
    sampleLead({
      email: "three@example.co.uk",
      source: "exit_intent_popup",
      leadMagnet: "roi-report",
    }),
    sampleLead({ email: "four@example.co.uk", source: "blog_newsletter" }),
  ],
  async (canvas) => {
    await expect(canvas.getByText("Newsletter (2)")).toBeInTheDocument();
    await expect(canvas.getByText("two@example.co.uk")).toBeInTheDocument();
  },
);

export const OneSignUp = story(
  [sampleLead({ email: "only@example.co.uk", source: "footer_newsletter" })],
  async (canvas) => {
    await expect(canvas.getByText("Newsletter (1)")).toBeInTheDocument();
  },
);
