import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AiAutomationView } from "../../src/views/AiAutomationView";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { mobileScreen } from "../fixtures/screens";
import { aiAutomationContent } from "../fixtures/services";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/AI automation",
  component: AiAutomationView,
  parameters: framedInDocs,
  args: { content: aiAutomationContent },
  beforeEach: withGtagSpy,
} satisfies Meta<typeof AiAutomationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const tier of aiAutomationContent.tiers) {
      await expect(canvas.getByRole("article", { name: tier.name })).toBeVisible();
    }
    await expect(canvas.getByText("£5,000–£25,000")).toBeVisible();
    await expect(
      canvas.getByRole("table", { name: aiAutomationContent.roiTable.caption }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See all our free tools" })).toHaveAttribute(
      "href",
      "/advanced-tools",
    );
    // Sent from an effect, which React may run after the first paint.
    await waitFor(() =>
      expect(trackedEvents("view_service")).toEqual([
        { service_id: "ai-automation", service_name: "AI automation" },
      ]),
    );
  },
};

export const RoiTableOnPhone: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", {
      name: aiAutomationContent.roiTable.caption,
    });
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(3);
    // The four columns fit a phone's width: nothing to scroll sideways.
    const region = within(canvasElement).getByRole("region", {
      name: aiAutomationContent.roiTable.caption,
    });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
