import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { EmailSignupForm } from "../../src/components/EmailSignupForm";
import { ResultPanel } from "../../src/components/ResultPanel";
import { validateEmailOnly } from "../../src/lib/leads/field-schemas";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { expectSentAgainRefused } from "../fixtures/form-states";
import { noImage } from "../fixtures/screens";

const EMAIL = "owner@business.co.uk";
const LABEL = "Email address";
const INVALID = { email: "owner@business" };

const meta = {
  title: "Forms/Email sign-up form",
  component: EmailSignupForm,
  args: {
    formId: "scaling-guide",
    label: LABEL,
    placeholder: "you@company.co.uk",
    button: "Send me the guide",
    submittingText: "Sending...",
    required: true,
    notices: formsCopy.notices,
    contactEmail,
    submit: fn(async () => ({ success: true })),
    onSuccess: fn(),
    onDone: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof EmailSignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonUnder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Email address/);
    await expect(input).toHaveAttribute("name", "email");
    await expect(input).toBeRequired();
    // The button waits for an address.
    await expect(canvas.getByRole("button", { name: "Send me the guide" })).toBeDisabled();
  },
};

export const ButtonBeside: Story = {
  args: {
    buttonBeside: true,
    required: false,
    button: "Subscribe",
    start: { values: { email: EMAIL } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(LABEL)).toHaveValue(EMAIL);
    await expect(canvas.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  },
};

export const Invalid: Story = {
  args: { start: { values: INVALID, errors: validateEmailOnly(INVALID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Email address/);
    await expect(input).toHaveAccessibleDescription("Invalid email format");
  },
};

/**
 * Sent again: the same problem found, focus on the field and nothing sent. The picture is
 * Invalid's.
 */
export const InvalidSentAgain: Story = {
  ...Invalid,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await expectSentAgainRefused(canvasElement, {
      label: /Email address/,
      button: "Send me the guide",
      send: args.submit,
    });
  },
};

const withDonePanel = {
  outro: (
    <Text fontSize="xs" color="fg.muted" mt="2">
      No spam. Unsubscribe at any time.
    </Text>
  ),
  done: (sent: boolean) => (
    <ResultPanel
      pending={!sent}
      title={sent ? "Check your inbox" : formsCopy.notices.queuedTitle}
      text={sent ? "The guide is on its way." : formsCopy.notices.queuedText}
    />
  ),
};

export const Sent: Story = {
  args: { ...withDonePanel, start: { status: "success" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Check your inbox");
  },
};

/** What sending does: the address sent trimmed, both callbacks once, the panel in place. */
export const Sends: Story = {
  args: withDonePanel,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), ` ${EMAIL} `);
    await userEvent.click(canvas.getByRole("button", { name: "Send me the guide" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Check your inbox");
    // The address is sent trimmed, and both callbacks run once.
    await expect(args.submit).toHaveBeenCalledWith(EMAIL);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const EmailHiddenUntilChosen: Story = {
  args: {
    emailShown: false,
    intro: <Text>Choose a resource first.</Text>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Choose a resource first.")).toBeVisible();
    await expect(canvas.queryByLabelText(/Email address/)).not.toBeInTheDocument();
  },
};
