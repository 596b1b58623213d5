import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { FooterLinkList } from "../../src/components/FooterLinkList";
import { chrome } from "../fixtures/chrome";

const meta = {
  title: "Sections/Footer link list",
  component: FooterLinkList,
  args: { title: "Portfolio", links: chrome.navigation.footerPortfolio },
  decorators: [
    (Story) => (
      <Box bg="ink.950" p="8">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof FooterLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portfolio: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Portfolio" });
    await expect(within(nav).getAllByRole("link")).toHaveLength(4);
  },
};
