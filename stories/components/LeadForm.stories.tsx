import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LeadForm } from "../../src/components/LeadForm";
import { submitLeadForm } from "../../src/browser/leads/submissions";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { queuedSubmissions, requests, REJECTION, withNetwork } from "../fixtures/network";
import { bothScreens } from "../fixtures/screens";

const copy = formsCopy.leadForm;

const meta = {
  title: "Components/LeadForm",
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

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Full name/), "Aoife Byrne");
  await userEvent.type(canvas.getByLabelText(/Work email/), "aoife@byrnebakeries.co.uk");
  await userEvent.type(canvas.getByLabelText(/Company/), "Byrne Bakeries");
  await userEvent.selectOptions(
    canvas.getByLabelText(/What would you like help with/),
    "automation",
  );
  await userEvent.type(canvas.getByLabelText(/Your goals/), "Automate wholesale orders.");
  return canvas;
}

async function send(canvasElement: HTMLElement) {
  const canvas = await fill(canvasElement);
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
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByLabelText(/Company/)).toHaveValue("Byrne Bakeries");
    await expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Work email/), "aoife@byrne");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    const name = canvas.getByLabelText(/Full name/);
    // The field rules arrive with the lead library on the first submission.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(canvas.getByLabelText(/Work email/)).toHaveAccessibleDescription(
      "Invalid email format",
    );
    await expect(
      canvas.getByLabelText(/What would you like help with/),
    ).toHaveAccessibleDescription("Please choose an interest");
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { network: "pending" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Submitting..." })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Thank You!");
    await expect(panel).toHaveTextContent(
      "We've received your request. Our team will contact you within 24 hours to schedule your consultation.",
    );
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(requests[0]?.body).toEqual({
      email: "aoife@byrnebakeries.co.uk",
      interest: "automation",
      name: "Aoife Byrne",
      company: "Byrne Bakeries",
      message: "Automate wholesale orders.",
      source: "cta_lead_capture",
    });
  },
};

export const Failure: Story = {
  parameters: { network: "rejected" },
  play: async ({ canvasElement, args }) => {
    const canvas = await send(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(REJECTION.error);
    // The notice takes focus, so keyboard and screen-reader users land on what went wrong.
    await waitFor(() => expect(alert).toHaveFocus());
    // Values are kept on failure (docs/product.md#forms: not cleared).
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue("Aoife Byrne");
    await expect(canvas.getByLabelText(/What would you like help with/)).toHaveValue("automation");
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Offline: Story = {
  parameters: { network: "offline" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      formsCopy.notices.queuedTitle,
    );
    await expect(queuedSubmissions()).toHaveLength(1);
  },
};

export const Busy: Story = {
  parameters: { network: "busy" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    // The server asked for a pause (429): the queue sends it by itself, and the visitor is told so.
    await expect(panel).toHaveTextContent(formsCopy.notices.busyText);
    await expect(panel).not.toHaveTextContent("couldn't reach");
    await expect(queuedSubmissions()).toHaveLength(1);
  },
};
