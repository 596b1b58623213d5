import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { SocialLinks } from "../../src/components/SocialLinks";
import { chrome } from "../fixtures/chrome";

const meta = {
  title: "Sections/Social links",
  component: SocialLinks,
  args: { links: chrome.social },
  decorators: [
    (Story) => (
      <Box bg="ink.950" p="8">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeNetworks: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Instagram (opens in a new tab)",
      "X (Twitter) (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
    ]);
    for (const link of links) await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};
