import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ContactForm } from "../../src/components/ContactForm";
import { FIELD_LIMITS } from "../../src/lib/leads/fields";
import { sendContactMessage } from "../../src/browser/leads/submissions";
import { validateContactDraft } from "../../src/lib/leads/contact-schema";
import { EMPTY_CONTACT_DRAFT } from "../../src/lib/leads/contact";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { queuedSubmissions, REJECTION, requests, withNetwork } from "../fixtures/network";
import { expectBusyNotice, formStates, queuedStory } from "../fixtures/form-states";
import { bothScreens, noImage } from "../fixtures/screens";

const copy = formsCopy.contactForm;

const meta = {
  title: "Forms/Contact form",
  component: ContactForm,
  args: {
    copy,
    notices: formsCopy.notices,
    requiredText: formsCopy.requiredText,
    contactEmail,
    submit: fn(sendContactMessage),
  },
  beforeEach: withNetwork,
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const DRAFT = {
  name: "Ciaran Walsh",
  email: "ciaran@walshfurniture.ie",
  phone: "+353 1 555 0142",
  website: "https://walshfurniture.ie",
  subject: "Automating our order intake",
  message: "We take around 300 orders a week by phone and email.",
  budget: "$10,000 - $25,000",
  howHeard: "Referral",
};
const states = formStates(DRAFT);

// No dot: not even a bare domain.
const INVALID = { ...EMPTY_CONTACT_DRAFT, website: "walshfurniture" };

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: copy.button }));
  return canvas;
}

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

export const Idle: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [/Full name/, /Email address/, /Subject/, /^Message/]) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    await expect(canvas.getByLabelText(/Website/)).toHaveAttribute("placeholder", "https://");
    // Text with a URL keyboard: the browser's own check would refuse a bare domain without scripts.
    await expect(canvas.getByLabelText(/Website/)).toHaveAttribute("type", "text");
    await expect(canvas.getByLabelText(/Website/)).toHaveAttribute("inputmode", "url");
    await expect(canvas.getByLabelText(/Website/)).toHaveAccessibleDescription(copy.websiteHint);
    await expect(canvas.getByLabelText(/^Message/)).toHaveAttribute("rows", "5");
    await expect(optionValues(canvas.getByLabelText(/Budget/)).slice(1)).toEqual([
      "Under $5,000",
      "$5,000 - $10,000",
      "$10,000 - $25,000",
      "$25,000 - $50,000",
      "$50,000+",
    ]);
    await expect(optionValues(canvas.getByLabelText(/How did you hear/)).slice(1)).toEqual([
      "Google",
      "Social Media",
      "Referral",
      "Blog",
      "Event",
      "Other",
    ]);
  },
};

export const Filled: Story = {
  args: { start: states.filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Budget/)).toHaveValue(DRAFT.budget);
    await expect(canvas.getByLabelText(/Website/)).toHaveValue(DRAFT.website);
  },
};

/** The problems the site's own rules find in what was typed, shown as the visitor sees them. */
export const Invalid: Story = {
  args: { start: { values: INVALID, errors: validateContactDraft(INVALID) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Subject/)).toHaveAccessibleDescription(
      "Subject is required",
    );
    // The hint, then the problem.
    await expect(canvas.getByLabelText(/Website/)).toHaveAccessibleDescription(
      `${copy.websiteHint} Website must be a web address (for example yourcompany.co.uk)`,
    );
    // Sending again finds the same problems and puts focus on the first; nothing is sent.
    await send(canvasElement);
    // The field rules arrive with the lead library on the first submission.
    await waitFor(() => expect(canvas.getByLabelText(/Full name/)).toHaveFocus());
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { start: states.submitting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { start: states.sent },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("status");
    await expect(panel).toHaveTextContent("Message Sent Successfully!");
    await expect(panel).toHaveTextContent(
      "Thank you for reaching out. We'll get back to you within 24 hours.",
    );
  },
};

/** What sending does: the thank-you panel, the message as posted, and then an empty form again. */
export const Sends: Story = {
  args: { start: states.filled },
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Message Sent Successfully!");
    await expect(requests).toEqual([
      { url: "/api/contact", body: DRAFT, idempotencyKey: expect.any(String) },
    ]);
    // 'Send Another Message' returns to an empty form.
    await userEvent.click(canvas.getByRole("button", { name: "Send Another Message" }));
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue("");
  },
};

export const Failure: Story = {
  args: { start: states.refused },
  parameters: { network: "rejected" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(REJECTION.error);
    // Refused again: the notice stays, the message is kept and the button is back.
    await send(canvasElement);
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(REJECTION.error);
    await expect(canvas.getByLabelText(/^Message/)).toHaveValue(DRAFT.message);
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
  },
};

export const Offline: Story = queuedStory;

/** Sent without a connection: kept in the retry queue, and the visitor told so. */
export const QueuesOffline: Story = {
  args: { start: states.filled },
  parameters: { ...noImage, network: "offline" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      formsCopy.notices.queuedTitle,
    );
    await expect(queuedSubmissions()[0]?.url).toBe("/api/contact");
  },
};

const TOO_LONG = {
  ...DRAFT,
  subject: "s".repeat(FIELD_LIMITS.subject + 1),
};

/** A subject over its limit: the error says the limit. */
export const TooLong: Story = {
  args: { start: { values: TOO_LONG, errors: validateContactDraft(TOO_LONG) } },
  play: async ({ canvasElement, args }) => {
    const subject = within(canvasElement).getByLabelText(/Subject/);
    await expect(subject).toHaveAccessibleDescription(
      "Subject is too long (200 characters at most)",
    );
    await send(canvasElement);
    await waitFor(() => expect(subject).toHaveFocus());
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const BareDomain: Story = {
  parameters: noImage,
  args: { start: { values: { ...DRAFT, website: "walshfurniture.ie" } } },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    // Accepted as typed; the server keeps it as https://walshfurniture.ie.
    await expect(await canvas.findByRole("status")).toHaveTextContent("Message Sent Successfully!");
    await expect(requests).toEqual([
      {
        url: "/api/contact",
        body: { ...DRAFT, website: "walshfurniture.ie" },
        idempotencyKey: expect.any(String),
      },
    ]);
  },
};

export const Busy: Story = {
  args: { start: states.filled },
  parameters: { network: "busy" },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    const panel = await expectBusyNotice(canvasElement);
    await expect(panel).toHaveTextContent(formsCopy.notices.queuedTitle);
    await expect(queuedSubmissions()[0]?.url).toBe("/api/contact");
  },
};
