import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { TextField } from "../../src/components/TextField";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Forms/Text field",
  component: TextField,
  args: {
    name: "email",
    type: "email",
    autoComplete: "email",
    label: "Email address",
    value: "",
    onChange: fn(),
    placeholder: "you@company.co.uk",
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="lg">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Email address");
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("name", "email");
    await expect(input).toHaveAttribute("autocomplete", "email");
  },
};

/** Each keystroke goes to onChange; the screen is Empty's, focused. */
export const Types: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText("Email address"), "a");
    await expect(args.onChange).toHaveBeenCalledWith("a");
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Email address/)).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    value: "owner@business",
    problem: { error: "Invalid email format", hint: "Email format is invalid" },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Email address");
    await expect(input).toHaveAccessibleDescription("Invalid email format");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

export const WithAction: Story = {
  args: { action: <Button type="submit">Subscribe</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Subscribe" })).toBeVisible();
  },
};

export const Inverted: Story = {
  args: { inverted: true, action: <Button type="submit">Subscribe</Button> },
  decorators: [
    (Story) => (
      <Box bg="ink.950" color="white">
        {Story()}
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Email address")).toBeVisible();
  },
};

export const SeveralLines: Story = {
  args: {
    name: "message",
    type: undefined,
    autoComplete: undefined,
    label: "Message",
    rows: 4,
    placeholder: "What would you like to build?",
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText("Message");
    await expect(area.tagName).toBe("TEXTAREA");
    await expect(area).toHaveAttribute("rows", "4");
  },
};

/** The several-line field sends each keystroke to onChange too. */
export const TypesSeveralLines: Story = {
  args: SeveralLines.args,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText("Message"), "A");
    await expect(args.onChange).toHaveBeenCalledWith("A");
  },
};
