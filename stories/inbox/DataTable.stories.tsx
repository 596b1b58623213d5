import type { Meta, StoryObj } from "@storybook/react-vite";
import { chakra, Stack, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { DataTable, TABLE_CELL } from "../../src/inbox/DataTable";

const meta = {
  title: "Inbox/Data table",
  component: DataTable,
  args: { labelledBy: "story-table", columns: ["Form", "Answered"], children: null },
  render: (args) => (
    <Stack gap="2" p="6">
      <Text as="h2" id="story-table" fontWeight="semibold">
        Answered this week
      </Text>
      <DataTable {...args}>
        {[
          ["Message", "3 of 4"],
          ["Consultation request", "1 of 1"],
        ].map(([form, answered]) => (
          <chakra.tr key={form} borderTopWidth="1px" borderColor="border">
            <chakra.td {...TABLE_CELL}>{form}</chakra.td>
            <chakra.td {...TABLE_CELL}>{answered}</chakra.td>
          </chakra.tr>
        ))}
      </DataTable>
    </Stack>
  ),
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small table of figures, named by the heading over it, its columns headed. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Answered this week" });
    const rows = within(table).getAllByRole("row");
    await expect(rows.map((row) => row.textContent)).toEqual([
      "FormAnswered",
      "Message3 of 4",
      "Consultation request1 of 1",
    ]);
  },
};
