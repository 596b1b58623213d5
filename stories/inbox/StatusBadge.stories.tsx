import type { Meta, StoryObj } from "@storybook/react-vite";
import { Flex } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { StatusBadge } from "../../src/inbox/StatusBadge";
import { LEAD_STATUSES, STATUS_TEXT } from "../../src/lib/inbox/statuses";

const meta = {
  title: "Inbox/Status badge",
  component: StatusBadge,
  args: { status: "new" },
  decorators: [
    (Story) => (
      <Flex p="6" gap="2">
        {Story()}
      </Flex>
    ),
  ],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, each in words and its own colour (axe checks each contrast). */
export const EveryStatus: Story = {
  render: () => (
    <>
      {LEAD_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const status of LEAD_STATUSES) {
      await expect(within(canvasElement).getByText(STATUS_TEXT[status].label)).toBeVisible();
    }
  },
};
