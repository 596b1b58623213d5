import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { DigestDesk } from "../../src/emails/digest-desk";
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
  desk?: DigestDesk,
): Story => {
  const message = digestEmail(leads, studio, new Date("2026-11-26T08:00:00Z"), erasures, desk);
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

/** The lead desk's week: two enquiries past their 24 hours, and how the promise was kept. */
const DESK: DigestDesk = {
  withinHours: 24,
  week: "2026-11-16",
  figures: [
    {
      week: "2026-11-16",
      form: "consultation",
      counted: 3,
      within: 3,
      answered: 3,
      medianMs: 2.5 * 3_600_000,
    },
    {
      week: "2026-11-16",
      form: "contact",
      counted: 4,
      within: 3,
      answered: 3,
      medianMs: 26 * 60_000,
    },
    {
      week: "2026-11-16",
      form: "strategy-call",
      counted: 1,
      within: 0,
      answered: 0,
      medianMs: null,
    },
  ],
  overdue: [
    {
      id: "ld-2001",
      receivedAt: "2026-11-23T15:10:00Z",
      dueAt: "2026-11-24T15:10:00Z",
      form: "contact",
      name: "Fiona Doyle",
      email: "fiona@doyledental.ie",
      company: null,
    },
    {
      id: "ld-2007",
      receivedAt: "2026-11-24T09:30:00Z",
      dueAt: "2026-11-25T09:30:00Z",
      form: "consultation",
      name: "Rhys Evans",
      email: "rhys@evanscycles.co.uk",
      company: "Evans Cycles",
    },
  ],
  overdueTotal: 2,
};

/** After the sign-ups: the enquiries overdue for their reply, each linking to it, and last week's figures. */
export const WithTheLeadDesk = story(
  [sampleLead({ email: "six@example.co.uk", source: "footer_newsletter" })],
  async (canvas) => {
    await expect(
      canvas.getByText("Enquiries past their 24 hours, still unanswered (2)"),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole("link", { name: "Fiona Doyle, Message: overdue by 1 day 16 h" }),
    ).toHaveAttribute("href", `${studio.siteUrl}/inbox/lead/ld-2001`);
    await expect(
      canvas.getByText("Rhys Evans (Evans Cycles), Consultation request: overdue by 22 h 30 min"),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText("How the 24-hour promise was kept, week of 16 November 2026"),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText("Median time to first reply 26 min; answered within 24 hours: 75% (3 of 4)"),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText("None answered; answered within 24 hours: 0% (0 of 1)"),
    ).toBeInTheDocument();
  },
  [],
  DESK,
);

/** No sign-ups, but enquiries overdue: the digest still goes, and says so in its subject. */
export const OnlyTheLeadDesk = story(
  [],
  async (canvas) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(/^Your website on/);
    await expect(
      canvas.getByText(/^No new sign-ups since the last digest\. How the reply promise is kept/),
    ).toBeInTheDocument();
  },
  [],
  DESK,
);
