import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { SubmissionNotice } from "../../src/components/SubmissionNotice";
import { contactEmail, formsCopy } from "../fixtures/forms";

const meta = {
  title: "Forms/Submission notice",
  component: SubmissionNotice,
  args: { copy: formsCopy.notices, contactEmail, detail: "Failed to subscribe" },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof SubmissionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithServerDetail: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Failed to subscribe.");
    await expect(within(alert).getByRole("link", { name: contactEmail })).toHaveAttribute(
      "href",
      `mailto:${contactEmail}`,
    );
  },
};

export const WithoutDetail: Story = { args: { detail: undefined } };

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
