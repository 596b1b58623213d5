import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PortfolioEntry } from "../../src/components/PortfolioEntry";
import { byId, servicesContent } from "../fixtures/services";

const entry = (id: string) => byId(servicesContent.portfolio, id);

const meta = {
  title: "Sections/Portfolio entry",
  component: PortfolioEntry,
  args: { entry: entry("archsourcer") },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PortfolioEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArchSourcer: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole("article", { name: "ArchSourcer" });
    await expect(article).toHaveAttribute("id", "archsourcer");
    await expect(within(article).getByRole("link")).toHaveAttribute("href", "/contact");
  },
};

export const SaasB2b: Story = { args: { entry: entry("saas-b2b") } };
