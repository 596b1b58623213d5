import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ownerEmail } from "../../src/emails/messages";
import { OwnerLeadEmail } from "../../src/emails/OwnerLeadEmail";
import { messageStory, sampleLead, studio, type EmailCanvas } from "./email-preview";

// What the owner is sent: an email at once for a lead someone waits on, a digest for sign-ups.

const meta = {
  title: "Emails/To the owner",
  component: OwnerLeadEmail,
  parameters: { layout: "padded" },
} satisfies Meta<typeof OwnerLeadEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Message = ReturnType<typeof ownerEmail>;
const story = (message: Message, check: (body: EmailCanvas) => Promise<void>): Story =>
  messageStory<Story["args"]>(message, check);

const LEAD_IN_INBOX = `${studio.siteUrl}/inbox/lead/3f0c1d2e-5b6a-4c8d-9e0f-112233445566`;

/** The lead's id, linked to the lead in the inbox, beside a button to it. */
const hasId = async (canvas: EmailCanvas) => {
  await expect(
    canvas.getByRole("link", { name: "3f0c1d2e-5b6a-4c8d-9e0f-112233445566" }),
  ).toHaveAttribute("href", LEAD_IN_INBOX);
  await expect(canvas.getByRole("link", { name: "Open in the inbox" })).toHaveAttribute(
    "href",
    LEAD_IN_INBOX,
  );
  await expect(canvas.getByText(/Reply to this email to answer them directly/)).toBeInTheDocument();
};

export const ConsultationRequest = story(
  ownerEmail(
    sampleLead({
      email: "aoife@byrne.ie",
      name: "Aoife Byrne",
      company: "Byrne Bakeries",
      interest: "automation",
      message: "Answer every enquiry within the hour.",
      source: "cta_lead_capture",
    }),
    studio,
  ),
  async (canvas) => {
    await hasId(canvas);
    await expect(canvas.getByText("Byrne Bakeries")).toBeInTheDocument();
  },
);

export const ContactMessage = story(
  ownerEmail(
    sampleLead(
      {
        name: "Ciaran Walsh",
        email: "ciaran@walsh.ie",
        phone: "+353 1 555 0100",
        website: "https://walshfurniture.ie",
        subject: "Order automation",
        message: "We take 300 orders a week by phone.\nMost by the same ten customers.",
        budget: "$5,000 - $10,000",
        howHeard: "Referral",
      },
      "contact",
    ),
    studio,
  ),
  async (canvas) => {
    await hasId(canvas);
    await expect(canvas.getByText("Referral")).toBeInTheDocument();
  },
);

export const AssessmentRequest = story(
  ownerEmail(
    sampleLead({
      email: "owner@example.co.uk",
      source: "business_assessment",
      assessmentScore: 72,
      recommendations: ["Document your ten most important processes and give each one an owner."],
    }),
    studio,
  ),
  async (canvas) => {
    await hasId(canvas);
    await expect(canvas.getByText("Intermediate")).toBeInTheDocument();
  },
);

export const StrategyCallRequest = story(
  ownerEmail(
    sampleLead({ email: "call@example.co.uk", type: "strategy_call", source: "exit_intent_popup" }),
    studio,
  ),
  hasId,
);
