import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { FormField } from "../../src/components/FormField";
import { TextInput } from "../../src/components/TextInput";

const meta = {
  title: "Forms/Form field",
  component: FormField,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    name: "company",
    label: "Company",
    children: (control) => <TextInput {...control} />,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Company");
    await expect(input).not.toBeRequired();
    await expect(input).toHaveAttribute("name", "company");
  },
};

export const RequiredWithHint: Story = {
  args: { label: "Full name", name: "name", required: true, hint: "As it appears on invoices" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Full name/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription("As it appears on invoices");
  },
};

export const WithError: Story = {
  args: {
    label: "Email address",
    name: "email",
    required: true,
    problem: { error: "Invalid email format", hint: "Email format is invalid" },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Email address/);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Invalid email format");
  },
};
