import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { digestEmail } from "../../src/emails/messages";
import { OwnerDigestEmail } from "../../src/emails/OwnerDigestEmail";
import { messageStory, sampleLead, studio, type EmailCanvas } from "./email-preview";

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
  check: (body: EmailCanvas) => Promise<void>,
  erasures: Parameters<typeof digestEmail>[3] = [],
): Story => {
  const message = digestEmail(leads, studio, new Date("2026-11-26T08:00:00Z"), erasures);
  return messageStory<Story["args"]>(message, check);
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
    // The foot is the owner's: the inbox, never the studio's address and phones.
    await expect(canvas.getByRole("link", { name: /^Your inbox at / })).toHaveAttribute(
      "href",
      `${studio.siteUrl}/inbox`,
    );
    await expect(canvas.queryByText(/Arthur Street/)).not.toBeInTheDocument();
  },
);

export const OneSignUp = story(
  [sampleLead({ email: "only@example.co.uk", source: "footer_newsletter" })],
  async (canvas) => {
    await expect(canvas.getByText("Newsletter (1)")).toBeInTheDocument();
  },
);

/** Erasures are told too, one line each: when, by whom and what the platform said; never whose. */
export const WithErasures = story(
  [sampleLead({ email: "five@example.co.uk", source: "footer_newsletter" })],
  async (canvas) => {
    await expect(canvas.getByText("Data erased (2)")).toBeInTheDocument();
    await expect(
      canvas.getByText(
        "By the person, with the link we emailed them: 3 submissions deleted. Email platform: mailchimp: removed (204).",
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        /^By you or your team \(the inbox or the command line\): 1 submission deleted/,
      ),
    ).toBeInTheDocument();
  },
  [
    {
      at: "2026-11-25T14:05:00Z",
      by: "visitor",
      submissions: 3,
      platform: "mailchimp: removed (204)",
    },
    {
      at: "2026-11-25T16:40:00Z",
      by: "owner",
      submissions: 1,
      platform: "no email platform is configured",
    },
  ],
);

/** A day with no sign-ups but an erasure: the digest still goes, and says which it is. */
export const OnlyErasures = story(
  [],
  async (canvas) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(/^Your website on/);
    await expect(canvas.getByText("Data erased (1)")).toBeInTheDocument();
  },
  [
    {
      at: "2026-11-25T14:05:00Z",
      by: "visitor",
      submissions: 2,
      platform: "mailchimp: removed (204)",
    },
  ],
);
