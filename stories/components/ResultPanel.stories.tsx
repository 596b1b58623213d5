import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ResultPanel } from "../../src/components/ResultPanel";
import { formsCopy } from "../fixtures/forms";

const meta = {
  title: "Forms/Result panel",
  component: ResultPanel,
  args: { title: formsCopy.leadForm.successTitle, text: formsCopy.leadForm.successText },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    // Focusable from script (it takes focus when it replaces a form) but not a tab stop.
    await expect(within(canvasElement).getByRole("status")).toHaveAttribute("tabindex", "-1");
  },
};

/** A sign-up's thanks, with the step left to the visitor: confirming by the button in our email. */
export const AwaitingConfirmation: Story = {
  args: {
    title: formsCopy.blogNewsletter.successTitle,
    text: formsCopy.blogNewsletter.successText,
    note: formsCopy.notices.confirmSubscription,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(within(canvasElement).getByRole("status")).getByText(
        formsCopy.notices.confirmSubscription,
      ),
    ).toBeVisible();
  },
};

export const Queued: Story = {
  args: { pending: true, title: formsCopy.notices.queuedTitle, text: formsCopy.notices.queuedText },
};
