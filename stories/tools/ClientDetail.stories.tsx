import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ClientDetail } from "../../src/tools/ClientDetail";
import { clientStory, dashboardLabels } from "../fixtures/dashboard";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Tools/Client detail",
  component: ClientDetail,
  args: {
    story: clientStory("harbour-and-hale"),
    labels: dashboardLabels,
    titleId: "detail-title",
  },
  decorators: [
    (Story) => (
      <Box maxW="xl" m="6" borderWidth="1px" borderColor="border" borderRadius="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ClientDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Harbour & Hale" })).toHaveAttribute(
      "id",
      "detail-title",
    );
    await expect(canvas.getByText("£1.2M a year")).toBeVisible();
    // The client has no video: no link to one, and nothing standing in for it.
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
    await expect(canvasElement.querySelector("iframe, video")).toBeNull();
  },
};

export const WithVideo: Story = {
  args: {
    // A sample address: content names a video only where the client really has one.
    story: { ...clientStory("harbour-and-hale"), videoUrl: "https://videos.example.com/harbour" },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A link to the video's own page in a new tab, never an embedded player.
    const video = canvas.getByRole("link", {
      name: "Watch Harbour & Hale story (opens in a new tab)",
    });
    await expect(video).toHaveAttribute("href", args.story.videoUrl);
    await expect(video).toHaveAttribute("target", "_blank");
    await expect(video).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvasElement.querySelector("iframe, video")).toBeNull();
  },
};
