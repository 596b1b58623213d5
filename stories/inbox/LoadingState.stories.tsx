import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LoadingState } from "../../src/inbox/LoadingState";

const meta = {
  title: "Inbox/Loading state",
  component: LoadingState,
  args: { label: "Loading leads…" },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status where the data will be. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading leads…");
  },
};
