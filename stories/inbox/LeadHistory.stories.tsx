import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { LeadHistory } from "../../src/inbox/LeadHistory";
import { OWNER } from "../fixtures/inbox-data";

const meta = {
  title: "Inbox/Lead history",
  component: LeadHistory,
  args: {
    changes: [
      {
        type: "status",
        id: "1",
        at: "2026-03-11T17:05:00.000Z",
        by: OWNER.user.email,
        from: "new",
        to: "contacted",
      },
      {
        type: "status",
        id: "2",
        at: "2026-03-12T09:30:00.000Z",
        by: OWNER.user.email,
        from: "contacted",
        to: "won",
      },
    ],
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof LeadHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first: from what, to what, by whom and when. */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items[1]).toHaveTextContent(/^Contacted\s*→\s*to\s*Won/);
    await expect(items[1]).toHaveTextContent(`${OWNER.user.email}, 12 Mar 2026, 09:30`);
  },
};

/** Never changed. */
export const None: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("The status has not been changed, nor the lead assigned."),
    ).toBeVisible();
  },
};

/** Replies among the changes: one emailed from the inbox, one made by phone and marked so. */
export const Replies: Story = {
  args: {
    changes: [
      {
        type: "reply",
        id: "r1",
        at: "2026-03-11T16:50:00.000Z",
        by: OWNER.user.email,
        way: "email",
      },
      {
        type: "status",
        id: "1",
        at: "2026-03-11T16:50:00.000Z",
        by: OWNER.user.email,
        from: "new",
        to: "contacted",
      },
      {
        type: "reply",
        id: "r2",
        at: "2026-03-12T09:30:00.000Z",
        by: OWNER.user.email,
        way: "phone",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent(`Replied by ${OWNER.user.email}11 Mar 2026, 16:50`);
    await expect(items[2]).toHaveTextContent(`Marked as answered by ${OWNER.user.email}`);
  },
};
