import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ClientStoryGrid } from "../../src/tools/ClientStoryGrid";
import { dashboardContent, dashboardLabels } from "../fixtures/dashboard";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Tools/Client story grid",
  component: ClientStoryGrid,
  args: { stories: dashboardContent.clientStories, labels: dashboardLabels, onOpen: fn() },
  decorators: [
    (Story) => (
      <Container py="8">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ClientStoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveClients: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(5);
  },
};

/** A card's button opens that client's story: the picture is FiveClients'. */
export const OpensAStory: Story = {
  ...FiveClients,
  parameters: { ...FiveClients.parameters, ...noImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "View Thistle Freight story" }));
    await expect(args.onOpen).toHaveBeenCalledWith("thistle-freight");
  },
};
