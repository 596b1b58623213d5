import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import assessment from "../../content/data/assessment.json";
import { ConfirmationEmail } from "../../src/emails/ConfirmationEmail";
import { visitorEmail, type VisitorEmailOptions } from "../../src/emails/messages";
import { messageStory, sampleLead, studio, type EmailCanvas } from "./email-preview";

// What a visitor is sent for each form (src/emails/messages.tsx picks it): built from a stored
// lead exactly as the server builds it.

/** As the server signs it: the address sealed in a token (src/server/link-token.ts). */
const UNSUBSCRIBE_URL = `${studio.siteUrl}/api/unsubscribe?t=sealed-token`;
const noPlatform = { platformSendsNewsletters: false };
const email = (
  record: Parameters<typeof sampleLead>[0],
  kind: Parameters<typeof sampleLead>[1] = "lead",
  options: VisitorEmailOptions = noPlatform,
) =>
  visitorEmail(sampleLead(record, kind), studio, { unsubscribeUrl: UNSUBSCRIBE_URL, ...options });

const meta = {
  title: "Emails/To the visitor",
  component: ConfirmationEmail,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ConfirmationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each story shows one message; the template's own props come from it. */
const story = (message: ReturnType<typeof email>, check: (body: EmailCanvas) => Promise<void>) =>
  messageStory<Story["args"]>(message, async (body) => {
    await check(body);
    // Every email to a visitor can be left in one click.
    await expect(body.getByRole("link", { name: "Unsubscribe from our emails" })).toHaveAttribute(
      "href",
      UNSUBSCRIBE_URL,
    );
  }) satisfies Story;

export const ConsultationConfirmation = story(
  email({
    email: "aoife@byrne.ie",
    name: "Aoife Byrne",
    company: "Byrne Bakeries",
    interest: "automation",
    message: "Answer every enquiry within the hour.",
    source: "cta_lead_capture",
  }),
  async (canvas) => {
    await expect(canvas.getByText(/within 24 hours/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: studio.schedule.label })).toHaveAttribute(
      "href",
      studio.schedule.url,
    );
    await expect(canvas.getByText(/because you asked for a consultation/)).toBeInTheDocument();
  },
);

const ciaransMessage = {
  name: "Ciaran Walsh",
  email: "ciaran@walsh.ie",
  subject: "Order automation",
  message: "We take 300 orders a week by phone.",
  budget: "$5,000 - $10,000",
};

/** To an address nobody has confirmed: our words only, nothing the poster typed. */
export const MessageConfirmation = story(email(ciaransMessage, "contact"), async (canvas) => {
  await expect(canvas.getByText(/Your message has reached our team/)).toBeInTheDocument();
  await expect(canvas.queryByText("We take 300 orders a week by phone.")).toBeNull();
  await expect(canvas.queryByText("Ciaran Walsh")).toBeNull();
  await expect(canvas.queryByText("What you sent")).toBeNull();
});

/** To an address its owner has confirmed: what they sent, read back. */
export const MessageConfirmationToConfirmedAddress = story(
  email(ciaransMessage, "contact", { ...noPlatform, addressConfirmed: true }),
  async (canvas) => {
    await expect(canvas.getByText("What you sent")).toBeInTheDocument();
    await expect(canvas.getByText("We take 300 orders a week by phone.")).toBeInTheDocument();
  },
);

export const StrategyCallConfirmation = story(
  email({ email: "call@example.co.uk", type: "strategy_call", source: "exit_intent_popup" }),
  async (canvas) => {
    await expect(canvas.getByText(/15-minute strategy call/)).toBeInTheDocument();
  },
);

export const GuideDelivered = story(
  email({ email: "guide@example.co.uk", source: "sidebar_lead_magnet", tags: ["scaling_guide"] }),
  async (canvas) => {
    await expect(canvas.getByRole("link", { name: "Read it online" })).toHaveAttribute(
      "href",
      `${studio.siteUrl}/resources/scaling-guide`,
    );
    await expect(canvas.getByRole("link", { name: "Download the PDF" })).toHaveAttribute(
      "href",
      `${studio.siteUrl}/resources/scaling-guide.pdf`,
    );
  },
);

export const RoiReportDelivered = story(
  email({ email: "roi@example.co.uk", source: "exit_intent_popup", leadMagnet: "roi-report" }),
  async (canvas) => {
    await expect(canvas.getByRole("link", { name: "Read it online" })).toHaveAttribute(
      "href",
      `${studio.siteUrl}/resources/roi-report`,
    );
  },
);

const report = (score: number, level: string) =>
  story(
    email({ email: "owner@example.co.uk", source: "business_assessment", assessmentScore: score }),
    async (canvas) => {
      const band = assessment.bands.find((candidate) => candidate.id === level);
      await expect(canvas.getByText(`${score}%`)).toBeInTheDocument();
      for (const recommendation of band?.recommendations ?? []) {
        await expect(canvas.getByText(recommendation)).toBeInTheDocument();
      }
    },
  );

export const AssessmentFoundation = report(45, "foundation");
export const AssessmentIntermediate = report(72, "intermediate");
export const AssessmentAdvanced = report(91, "advanced");

export const NewsletterWithPlatform = story(
  email({ email: "news@example.co.uk", source: "footer_newsletter" }, "lead", {
    platformSendsNewsletters: true,
  }),
  async (canvas) => {
    await expect(canvas.getByText(/unsubscribe link/)).toBeInTheDocument();
  },
);

export const NewsletterWithoutPlatform = story(
  email({ email: "news@example.co.uk", source: "footer_newsletter" }),
  async (canvas) => {
    await expect(
      canvas.getByText(/use the unsubscribe link at the foot of this one/),
    ).toBeInTheDocument();
  },
);

/** As the server seals it: the address and its expiry (src/server/confirm.ts). */
const CONFIRM = { url: `${studio.siteUrl}/api/confirm?t=sealed-token`, period: "30 days" };

/** A sign-up awaiting its address's confirmation: it asks, and says nothing is subscribed yet. */
export const NewsletterAwaitingConfirmation = story(
  email({ email: "news@example.co.uk", source: "footer_newsletter" }, "lead", {
    platformSendsNewsletters: true,
    confirm: CONFIRM,
  }),
  async (canvas) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Please confirm your subscription",
    );
    await expect(canvas.getByText(/Nothing is subscribed yet/)).toBeInTheDocument();
    await expect(canvas.queryByText(/Thank you for subscribing/)).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Confirm my subscription" })).toHaveAttribute(
      "href",
      CONFIRM.url,
    );
    await expect(canvas.getByText(/delete your sign-up after 30 days/)).toBeInTheDocument();
  },
);

/** The guide and the confirmation in one email: the guide first, then the button. */
export const GuideAwaitingConfirmation = story(
  email(
    { email: "guide@example.co.uk", source: "sidebar_lead_magnet", tags: ["scaling_guide"] },
    "lead",
    { platformSendsNewsletters: true, confirm: CONFIRM },
  ),
  async (canvas) => {
    const links = canvas.getAllByRole("link").map((link: HTMLElement) => link.textContent);
    expect(links.indexOf("Read it online")).toBeLessThan(links.indexOf("Confirm my subscription"));
    await expect(canvas.getByRole("link", { name: "Confirm my subscription" })).toHaveAttribute(
      "href",
      CONFIRM.url,
    );
  },
);
