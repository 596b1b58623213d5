import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import assessment from "../../content/data/assessment.json";
import forms from "../../content/data/forms.json";
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
  // The button keeps its distance from the table's first rule.
  const button = canvas.getByRole("link", { name: "Open in the inbox" }).getBoundingClientRect();
  const firstRow = canvas.getByText("Email").closest("tr")?.getBoundingClientRect();
  await expect((firstRow?.top ?? 0) - button.bottom).toBeGreaterThanOrEqual(16);
  // The foot is the owner's: the inbox, never the studio's address and phones.
  await expect(canvas.getByRole("link", { name: /^Your inbox at / })).toHaveAttribute(
    "href",
    `${studio.siteUrl}/inbox`,
  );
  await expect(canvas.queryByText(/Arthur Street/)).not.toBeInTheDocument();
};

/** The words the form showed the visitor as it took the request, quoted to the owner. */
const promised = (words: string) => async (canvas: EmailCanvas) =>
  expect(canvas.getByText((text: string) => text.includes(words))).toBeVisible();

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
    await expect(canvas.getByText("AI automation")).toBeInTheDocument();
    await expect(canvas.getByText("Consultation request (home page)")).toBeInTheDocument();
    await promised(forms.leadForm.successText)(canvas);
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
    await promised(forms.contactForm.successText)(canvas);
    // Each line of the message on its own line.
    const message = canvas.getByText(/^We take 300 orders/);
    await expect(message.querySelectorAll("br")).toHaveLength(1);
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
    // That form promised the report, nothing more.
    await promised(assessment.report.successText)(canvas);
    await expect(canvas.queryByText(/24 hours/)).not.toBeInTheDocument();
  },
);

export const StrategyCallRequest = story(
  ownerEmail(
    sampleLead({ email: "call@example.co.uk", type: "strategy_call", source: "exit_intent_popup" }),
    studio,
  ),
  async (canvas) => {
    await hasId(canvas);
    await promised(forms.exitPopup.callSuccessText)(canvas);
  },
);
