import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { reminderEmail, replyEmail, type DueLead } from "../../src/emails/desk-messages";
import { ReminderEmail } from "../../src/emails/ReminderEmail";
import {
  EmailPreview,
  emailBody,
  messageStory,
  sampleLead,
  studio,
  type EmailCanvas,
} from "./email-preview";

// The lead desk's emails: a member's reply to a lead (sent from the studio's address, their words
// as typed, markup shown as text), and the reminder of the enquiries due for a reply soon.

const meta = {
  title: "Emails/Lead desk",
  component: ReminderEmail,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ReminderEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (
  message: Parameters<typeof messageStory>[0],
  check: (body: EmailCanvas) => Promise<void>,
) => messageStory<Story["args"]>(message, check) satisfies Story;

const due = (lead: ReturnType<typeof sampleLead>, id: string, hours: number): DueLead => ({
  ...lead,
  id,
  dueAt: new Date(Date.parse(lead.receivedAt) + hours * 3_600_000).toISOString(),
});

const REPLY = replyEmail(
  "Re: We've received your message",
  "Hello Ciaran,\n\nThanks for your message. Yes, we can automate your order intake.\nCould we talk on Thursday?\n\n<b>Niamh</b>",
  studio,
);

/**
 * A reply: the member's paragraphs and line breaks, a tag typed into it shown as text, and no
 * heading or button of ours, as a person's email has none.
 */
export const Reply: Story = {
  args: REPLY.element.props as Story["args"],
  render: () => <EmailPreview subject={REPLY.subject} email={REPLY.element} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Yes, we can automate/)).toBeVisible();
    await expect(canvas.getByTestId("email-subject")).toHaveTextContent(
      "Subject: Re: We've received your message",
    );
    const body = within(emailBody(canvasElement));
    await expect(body.getByText("<b>Niamh</b>")).toBeVisible();
    await expect(body.queryByRole("heading")).not.toBeInTheDocument();
    await expect(body.getByText(/Replying to this email reaches the person/)).toBeVisible();
  },
};

/** A reminder of two enquiries, each with when it arrived, when its reply is due, and its link. */
export const Reminder = story(
  reminderEmail(
    [
      due(
        sampleLead({ email: "ciaran@walshfurniture.ie", name: "Ciaran Walsh" }, "contact"),
        "ld-1042",
        24,
      ),
      due(
        sampleLead({
          email: "aoife@byrneltd.co.uk",
          name: "Aoife Byrne",
          company: "Byrne Ltd",
          source: "consultation_booking",
        }),
        "ld-1041",
        24,
      ),
    ],
    studio,
    24,
  ),
  async (body) => {
    await expect(body.getByText("Due for a reply soon")).toBeVisible();
    await expect(body.getByText(/Ciaran Walsh · Message/)).toBeVisible();
    await expect(body.getByText(/Aoife Byrne \(Byrne Ltd\) · Consultation request/)).toBeVisible();
    await expect(body.getAllByText(/Reply due by 26 November 2026 at 10:15/)).toHaveLength(2);
    const links = body.getAllByRole("link", { name: "Open in the inbox" });
    await expect(links[0]).toHaveAttribute("href", `${studio.siteUrl}/inbox/lead/ld-1042`);
    await expect(body.queryByText(/Arthur Street/)).not.toBeInTheDocument();
  },
);
