import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ContactList } from "../../src/components/ContactList";
import { chrome } from "../fixtures/chrome";

const meta = {
  title: "Sections/Contact list",
  component: ContactList,
  args: { contact: chrome.contact },
  decorators: [
    (Story) => (
      <Box p="8" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "+44 28 9018 0123" })).toHaveAttribute(
      "href",
      "tel:+442890180123",
    );
    await expect(canvas.getByRole("link", { name: "+353 1 906 0123" })).toHaveAttribute(
      "href",
      "tel:+35319060123",
    );
    await expect(canvas.getByText("Monday to Friday: 9:00 AM to 5:30 PM")).toBeInTheDocument();
    await expect(canvas.getByText("Saturday and Sunday: Closed")).toBeInTheDocument();
  },
};

export const OnDark: Story = {
  args: { inverted: true },
  decorators: [(Story) => <Box bg="ink.950">{Story()}</Box>],
};
