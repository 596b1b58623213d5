import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PasskeyWaiting } from "../../src/inbox/PasskeyWaiting";

const meta = {
  title: "Inbox/Passkey waiting",
  component: PasskeyWaiting,
  args: { waiting: true, text: "Follow your browser's prompt to create it." },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PasskeyWaiting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt is open: what the page waits for, inside a polite live region. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText("Waiting for your passkey");
    await expect(notice.closest("[aria-live=polite]")).toHaveTextContent(/create it/);
  },
};

/** No prompt open: the live region stays, empty, so the next words are read out. */
export const Idle: Story = {
  args: { waiting: false },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector("[aria-live=polite]");
    await expect(region).toBeEmptyDOMElement();
  },
};
