import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ClientStoryCard } from "../../src/tools/ClientStoryCard";
import { clientStory, dashboardLabels } from "../fixtures/dashboard";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Tools/Client story card",
  component: ClientStoryCard,
  args: { story: clientStory("ledgerly"), labels: dashboardLabels, onOpen: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ClientStoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole("article", { name: "Ledgerly" }));
    await expect(card.getByText("+240% MRR in 12 months")).toBeVisible();
  },
};

/** The card's button opens the client's story: the picture is Default's. */
export const Opens: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole("article", { name: "Ledgerly" }));
    await userEvent.click(card.getByRole("button", { name: "View Ledgerly story" }));
    await expect(args.onOpen).toHaveBeenCalledWith("ledgerly");
  },
};

/** A long name wraps inside the button instead of running out of the card. */
export const LongName: Story = {
  args: { story: clientStory("brightwell-dental") },
  decorators: [
    (Story) => (
      <Box maxW="15rem">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article");
    const button = within(card).getByRole("button");
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};
