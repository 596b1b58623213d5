import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, waitFor, within } from "storybook/test";
import { ViewHeading } from "../../src/inbox/ViewHeading";

const meta = {
  title: "Inbox/View heading",
  component: ViewHeading,
  args: { title: "Team", children: "Team" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof ViewHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The view's h1, which script can focus, and the document's title. */
export const Heading: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole("heading", { level: 1, name: "Team" });
    await expect(heading).toHaveAttribute("tabindex", "-1");
    await waitFor(() => expect(document.title).toBe("Team · Inbox · Scalewise Studio"));
  },
};
