import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { AssignControl } from "../../src/inbox/AssignControl";
import { MEMBER, MEMBERS, OWNER } from "../fixtures/inbox-data";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Assign control",
  component: AssignControl,
  args: {
    assignee: null,
    assignees: MEMBERS.map(({ id, email }) => ({ id, email })),
    me: OWNER.user.id,
    onAssign: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof AssignControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("combobox", { name: "Assign to" });

/** Not assigned: every member to choose from (yourself marked), and one press to take it. */
export const Unassigned: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText("Not assigned to anyone.")).toBeVisible();
    await expect(
      within(select(canvasElement))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Nobody",
      ...MEMBERS.map((m) => (m.id === OWNER.user.id ? `${m.email} (you)` : m.email)),
    ]);
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

/** One press takes it. The picture is Unassigned's. */
export const AssignsToMe: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Assign to me" }));
    await expect(args.onAssign).toHaveBeenCalledWith(OWNER.user.id);
  },
};

/** Assigned to a colleague: said so, the colleague chosen in the list. */
export const Assigned: Story = {
  args: { assignee: { id: MEMBER.user.id, email: MEMBER.user.email } },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByText(`Assigned to ${MEMBER.user.email}.`),
    ).toBeVisible();
    await expect(select(canvasElement)).toHaveValue(MEMBER.user.id);
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

/** Changed with Assign: here taken back to nobody. */
export const Unassigning: Story = {
  parameters: noImage,
  args: { assignee: { id: MEMBER.user.id, email: MEMBER.user.email } },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(select(canvasElement), "");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Assign" }));
    await expect(args.onAssign).toHaveBeenCalledWith(null);
  },
};

/** Assigned to you: said so, and no "Assign to me". */
export const Yours: Story = {
  parameters: noImage,
  args: { assignee: { id: OWNER.user.id, email: OWNER.user.email } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Assigned to you.")).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: "Assign to me" })).toBeNull();
  },
};
