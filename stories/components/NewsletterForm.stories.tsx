import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NEWSLETTER_FAILURE_TEXT, NewsletterForm } from "../../src/components/NewsletterForm";
import { chrome } from "../fixtures/chrome";
import { subscribeFails, subscribePending, subscribeSucceeds } from "../fixtures/subscribe";

const copy = chrome.footer.newsletter;

const meta = {
  title: "Components/NewsletterForm",
  component: NewsletterForm,
  args: { copy, subscribe: fn(subscribeSucceeds) },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(copy.label)).toHaveAttribute("type", "email");
    await expect(canvas.getByLabelText(copy.label)).toBeRequired();
    // SPEC §5: the button is disabled while the email is empty.
    await expect(canvas.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { subscribe: fn(subscribePending) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(copy.label), "owner@business.co.uk");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    const button = await canvas.findByRole("button", { name: "Subscribing..." });
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toBeDisabled();
    await expect(args.subscribe).toHaveBeenCalledWith("owner@business.co.uk");
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(copy.label), "owner@business.co.uk");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Thank you for subscribing!");
    await expect(panel).toHaveTextContent("We'll send you the latest insights and strategies.");
    await expect(canvas.queryByLabelText(copy.label)).not.toBeInTheDocument();
    await expect(args.subscribe).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: { subscribe: fn(subscribeFails) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(copy.label);
    await userEvent.type(input, "owner@business.co.uk");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(NEWSLETTER_FAILURE_TEXT);
    // Nothing the visitor typed is lost, and they can try again.
    await expect(input).toHaveValue("owner@business.co.uk");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
  },
};

export const OnDark: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <Box bg="ink.950" color="white" p="6">
        {Story()}
      </Box>
    ),
  ],
};
