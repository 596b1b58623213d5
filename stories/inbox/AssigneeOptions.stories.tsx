import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, chakra } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { AssigneeOptions } from "../../src/inbox/AssigneeOptions";
import { MEMBERS, OWNER } from "../fixtures/inbox-data";

const meta = {
  title: "Inbox/Assignee options",
  component: AssigneeOptions,
  args: { assignees: MEMBERS.map(({ id, email }) => ({ id, email })), me: OWNER.user.id },
  // The options are a select's: drawn inside one, as the assign control and the selection bar do.
  render: (args) => (
    <Box p="6" maxW="sm">
      <chakra.label display="block" fontSize="sm" fontWeight="semibold">
        Assign to
        <chakra.select display="block" mt="1" w="full" p="2" borderWidth="1px" borderRadius="md">
          <AssigneeOptions {...args} />
        </chakra.select>
      </chakra.label>
    </Box>
  ),
} satisfies Meta<typeof AssigneeOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody first, then each member by address, the signed-in one marked "(you)". */
export const EveryMember: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Assign to" });
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Nobody",
      ...MEMBERS.map((m) => (m.id === OWNER.user.id ? `${m.email} (you)` : m.email)),
    ]);
  },
};
