import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { EmailField } from "../../src/components/EmailField";

const meta = {
  title: "Components/EmailField",
  component: EmailField,
  args: { label: "Email address", value: "", onChange: fn(), placeholder: "you@company.co.uk" },
  decorators: [
    (Story) => (
      <Box p="6" maxW="lg">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText("Email address");
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("autocomplete", "email");
    await userEvent.type(input, "a");
    await expect(args.onChange).toHaveBeenCalledWith("a");
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: {
    value: "owner@business",
    problem: { error: "Invalid email format", hint: "Email format is invalid" },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Email address")).toHaveAccessibleDescription(
      "Invalid email format",
    );
  },
};

export const WithAction: Story = {
  args: { action: <Button type="submit">Subscribe</Button> },
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
};
