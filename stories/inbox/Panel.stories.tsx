import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { Panel } from "../../src/inbox/Panel";

const meta = {
  title: "Inbox/Panel",
  component: Panel,
  argTypes: { children: { control: false } },
  args: {
    heading: "History",
    children: <Text color="fg.muted">The status has not been changed.</Text>,
  },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its heading. */
export const Section: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "History" });
    await expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent("History");
  },
};
