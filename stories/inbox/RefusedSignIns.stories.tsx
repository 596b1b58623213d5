import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RefusedSignIns } from "../../src/inbox/RefusedSignIns";
import { REFUSED } from "../fixtures/inbox-data";

const meta = {
  title: "Inbox/Refused sign-ins",
  component: RefusedSignIns,
  args: { refused: REFUSED },
} satisfies Meta<typeof RefusedSignIns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each day's refusals by way, newest first: a count, never who or from where. */
export const Counted: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: /Refused sign-ins/ });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent("11 March 2026By emailed link14 times");
  },
};

/** No refusal in the days shown. */
export const None: Story = {
  args: { refused: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("None.")).toBeVisible();
  },
};
