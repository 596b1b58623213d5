import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ContactForm } from "../../src/components/ContactForm";
import { FIELD_LIMITS } from "../../src/lib/leads/fields";
import { sendContactMessage } from "../../src/browser/leads/submissions";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { queuedSubmissions, requests, REJECTION, withNetwork } from "../fixtures/network";
import { bothScreens } from "../fixtures/screens";

const copy = formsCopy.contactForm;

const meta = {
  title: "Components/ContactForm",
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

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Full name/), DRAFT.name);
  await userEvent.type(canvas.getByLabelText(/Email address/), DRAFT.email);
  await userEvent.type(canvas.getByLabelText(/Phone/), DRAFT.phone);
  await userEvent.type(canvas.getByLabelText(/Website/), DRAFT.website);
  await userEvent.type(canvas.getByLabelText(/Subject/), DRAFT.subject);
  await userEvent.type(canvas.getByLabelText(/^Message/), DRAFT.message);
  await userEvent.selectOptions(canvas.getByLabelText(/Budget/), DRAFT.budget);
  await userEvent.selectOptions(canvas.getByLabelText(/How did you hear/), DRAFT.howHeard);
  return canvas;
}

async function send(canvasElement: HTMLElement) {
  const canvas = await fill(canvasElement);
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
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByLabelText(/Budget/)).toHaveValue(DRAFT.budget);
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Website/), "walshfurniture");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    // The field rules arrive with the lead library on the first submission.
    await waitFor(() => expect(canvas.getByLabelText(/Full name/)).toHaveFocus());
    await expect(canvas.getByLabelText(/Subject/)).toHaveAccessibleDescription(
      "Subject is required",
    );
    // The hint, then the problem.
    await expect(canvas.getByLabelText(/Website/)).toHaveAccessibleDescription(
      `${copy.websiteHint} Website must be a web address (for example yourcompany.co.uk)`,
    );
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { network: "pending" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Message Sent Successfully!");
    await expect(panel).toHaveTextContent(
      "Thank you for reaching out. We'll get back to you within 24 hours.",
    );
    await expect(requests).toEqual([
      { url: "/api/contact", body: DRAFT, idempotencyKey: expect.any(String) },
    ]);
    // 'Send Another Message' returns to an empty form.
    await userEvent.click(canvas.getByRole("button", { name: "Send Another Message" }));
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue("");
  },
};

export const Failure: Story = {
  parameters: { network: "rejected" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(REJECTION.error);
    await expect(canvas.getByLabelText(/^Message/)).toHaveValue(DRAFT.message);
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
  },
};

export const Offline: Story = {
  parameters: { network: "offline" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      formsCopy.notices.queuedTitle,
    );
    await expect(queuedSubmissions()[0]?.url).toBe("/api/contact");
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    const subject = canvas.getByLabelText(/Subject/);
    await userEvent.click(subject);
    await userEvent.paste("s".repeat(FIELD_LIMITS.subject - DRAFT.subject.length + 1));
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    // The error gives the limit: the form shows the error alone.
    await waitFor(() =>
      expect(subject).toHaveAccessibleDescription("Subject is too long (200 characters at most)"),
    );
    await expect(subject).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const BareDomain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    const website = canvas.getByLabelText(/Website/);
    await userEvent.clear(website);
    await userEvent.type(website, "walshfurniture.ie");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
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
  parameters: { network: "busy" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    // The server asked for a pause (429): the queue sends it by itself, and the visitor is told so.
    await expect(panel).toHaveTextContent(formsCopy.notices.queuedTitle);
    await expect(panel).toHaveTextContent(formsCopy.notices.busyText);
    await expect(panel).not.toHaveTextContent("couldn't reach");
    await expect(queuedSubmissions()[0]?.url).toBe("/api/contact");
  },
};
