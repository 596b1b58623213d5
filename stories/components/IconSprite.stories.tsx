import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { IconSprite } from "../../src/components/IconSprite";
import { ICON_NAMES } from "../../src/components/icon-names";

// The preview renders the sprite for every other story; this one renders it alone and checks it.
const meta = {
  title: "Components/IconSprite",
  component: IconSprite,
  parameters: { iconSprite: false },
} satisfies Meta<typeof IconSprite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EverySymbol: Story = {
  play: async ({ canvasElement }) => {
    const sprite = canvasElement.querySelector("svg[aria-hidden='true']");
    await expect(sprite).not.toBeNull();
    for (const name of ICON_NAMES) {
      const symbol = sprite?.querySelector(`symbol#icon-${name}`);
      await expect(symbol, name).not.toBeNull();
      await expect(symbol?.childElementCount, name).toBeGreaterThan(0);
    }
    await expect(sprite?.getBoundingClientRect().width).toBe(0);
  },
};
