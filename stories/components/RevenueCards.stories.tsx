import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RevenueCards } from "../../src/components/RevenueCards";
import { homeContent } from "../fixtures/home";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Revenue cards",
  component: RevenueCards,
  args: { id: "performance", content: homeContent.performance },
} satisfies Meta<typeof RevenueCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JanuaryToJune: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const months = canvas.getAllByRole("heading", { level: 3 });
    await expect(months.map((heading) => heading.textContent)).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "2026 target",
    ]);
    const cards = canvas.getAllByRole("listitem");
    await expect(cards[0]).toHaveTextContent("£150K");
    await expect(cards[5]).toHaveTextContent("£225K");
    await expect(cards[5]).toHaveTextContent("+£15K more than the month before");
    await expect(within(cards[0] as HTMLElement).getByText("£49.5K")).toBeVisible();
    await expect(canvas.getByText("£1M MRR")).toBeVisible();
  },
};
