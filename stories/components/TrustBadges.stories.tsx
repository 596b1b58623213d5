import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TrustBadges } from "../../src/components/TrustBadges";
import { chrome } from "../fixtures/chrome";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Trust badges",
  component: TrustBadges,
  args: { badges: chrome.trustBadges },
} satisfies Meta<typeof TrustBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveBadges: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(5);
    for (const title of [
      "SSL Secured",
      "ISO 27001",
      "GDPR Compliant",
      "UK Business",
      "5-Star Rated",
    ]) {
      await expect(canvas.getByText(title)).toBeInTheDocument();
    }
    await expect(canvas.getByText("256-bit encryption")).toBeInTheDocument();
  },
};
