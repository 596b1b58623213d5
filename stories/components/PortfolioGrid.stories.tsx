import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PortfolioGrid } from "../../src/components/PortfolioGrid";
import { homeContent } from "../fixtures/home";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Portfolio grid",
  component: PortfolioGrid,
  args: { id: "portfolio", content: homeContent.portfolio },
} satisfies Meta<typeof PortfolioGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixBusinessUnits: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("region", { name: homeContent.portfolio.copy.heading }),
    ).toBeVisible();
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/services#saas-b2b",
      "/services#saas-b2a",
      "/services#ai-automation",
      "/services#volume-automation",
      "/services#smma-agency",
      "/services#ecommerce",
    ]);
    await expect(links.map((link) => link.textContent)).toEqual(
      homeContent.portfolio.items.map((item) => item.title),
    );
  },
};
