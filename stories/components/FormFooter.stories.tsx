import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { FormFooter } from "../../src/components/FormFooter";
import { contactEmail, formsCopy } from "../fixtures/forms";

const meta = {
  title: "Forms/Form footer",
  component: FormFooter,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    formId: "contact",
    notices: formsCopy.notices,
    contactEmail,
    failed: false,
    children: <Button type="submit">Send Message</Button>,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl" position="relative">
        <form aria-label="Example form">{Story()}</form>
      </Box>
    ),
  ],
} satisfies Meta<typeof FormFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('input[name="hp_5f3a"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  args: { failed: true, detail: "Failed to subscribe" },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Failed to subscribe.");
    await expect(within(alert).getByRole("link", { name: contactEmail })).toBeVisible();
  },
};
