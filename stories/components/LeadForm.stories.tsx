import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LeadForm } from "../../src/components/LeadForm";
import { submitLeadForm } from "../../src/browser/leads/submissions";
import { EMPTY_LEAD_FORM } from "../../src/lib/leads/lead-form";
import { validateLeadForm } from "../../src/lib/leads/lead-form-schema";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { queuedSubmissions, REJECTION, requests, withNetwork } from "../fixtures/network";
import { expectBusyNotice, formStates, queuedStory } from "../fixtures/form-states";
import { bothScreens, noImage } from "../fixtures/screens";

const copy = formsCopy.leadForm;

const meta = {
  title: "Forms/Lead form",
  component: LeadForm,
  args: {
    copy,
    notices: formsCopy.notices,
    requiredText: formsCopy.requiredText,
    contactEmail,
    submit: fn(submitLeadForm),
    onSuccess: fn(),
  },
  beforeEach: withNetwork,
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const DRAFT = {
  name: "Aoife Byrne",
  email: "aoife@byrnebakeries.co.uk",
  company: "Byrne Bakeries",
  interest: "automation",
  message: "Automate wholesale orders.",
};
const states = formStates(DRAFT);

const INVALID = { ...EMPTY_LEAD_FORM, email: "aoife@byrne" };

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: copy.button }));
  return canvas;
}

export const Idle: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Name, email and interest are required and marked; company and message are not.
    for (const label of [/Full name/, /Work email/, /What would you like help with/]) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    await expect(canvas.getByLabelText(/Company/)).not.toBeRequired();
    await expect(canvas.getByLabelText(/Work email/)).toHaveAttribute("type", "email");
    const options = within(canvas.getByLabelText(/What would you like help with/))
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"));
    await expect(options).toEqual([
      "",
      "saas",
      "automation",
      "agency",
      "ecommerce",
      "funding",
      "portfolio",
      "other",
    ]);
  },
};

export const Filled: Story = {
  args: { start: states.filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Company/)).toHaveValue("Byrne Bakeries");
    await expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled();
  },
};

/** The problems the site's own rules find in what was typed, shown as the visitor sees them. */
export const Invalid: Story = {
  args: { start: { values: INVALID, errors: validateLeadForm(INVALID) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/Full name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(canvas.getByLabelText(/Work email/)).toHaveAccessibleDescription(
      "Invalid email format",
    );
    await expect(
      canvas.getByLabelText(/What would you like help with/),
    ).toHaveAccessibleDescription("Please choose an interest");
    // Sending again finds the same problems (the rules arrive with the lead library) and puts
    // focus on the first; nothing is sent.
    await send(canvasElement);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { start: states.submitting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: copy.submitting })).toBeDisabled();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true");
  },
};

export const Success: Story = {
  args: { start: states.sent },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("status");
    await expect(panel).toHaveTextContent("Thank You!");
    await expect(panel).toHaveTextContent(
      "We've received your request. Our team will contact you within 24 hours to schedule your consultation.",
    );
  },
};

/** What sending does: the busy button, then the thank-you panel, and the lead as posted. */
export const Sends: Story = {
  args: { start: states.filled },
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Thank You!");
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(requests[0]?.body).toEqual({ ...DRAFT, source: "cta_lead_capture" });
  },
};

export const Failure: Story = {
  args: { start: states.refused },
  parameters: { network: "rejected" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(REJECTION.error);
    // Sent again and refused again: the notice takes focus, so keyboard and screen-reader users
    // land on what went wrong, and the values are kept (docs/product.md#forms: not cleared).
    await send(canvasElement);
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(REJECTION.error);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue("Aoife Byrne");
    await expect(canvas.getByLabelText(/What would you like help with/)).toHaveValue("automation");
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
    await expect(args.onSuccess).not.toHaveBeenCalled();
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
    await expect(queuedSubmissions()).toHaveLength(1);
  },
};

export const Busy: Story = {
  args: { start: states.filled },
  parameters: { network: "busy" },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expectBusyNotice(canvasElement);
  },
};
