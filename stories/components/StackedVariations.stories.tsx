import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { StackedVariations } from "../../src/components/StackedVariations";
import { homeContent } from "../fixtures/home";
import { noImage } from "../fixtures/screens";

const variations = homeContent.hero.valuePropositions;

const meta = {
  title: "Internals/Stacked variations",
  component: StackedVariations,
  args: { variations, chosen: "control", display: "grid" },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl" fontSize="lg">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof StackedVariations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every variation takes the same box, so the box's size never depends on the one shown. */
async function expectOnlyShown(canvasElement: HTMLElement, variation: string) {
  const items = [...canvasElement.querySelectorAll<HTMLElement>("[data-variation]")];
  await expect(items).toHaveLength(3);
  const boxes = items.map((item) => item.getBoundingClientRect().top);
  await expect(new Set(boxes).size).toBe(1);
  for (const item of items) {
    const shown = item.dataset.variation === variation;
    await expect(item).toHaveStyle({ visibility: shown ? "visible" : "hidden" });
    if (shown) await expect(item).not.toHaveAttribute("aria-hidden");
    else await expect(item).toHaveAttribute("aria-hidden", "true");
  }
}

export const Control: Story = {
  play: async ({ canvasElement }) => expectOnlyShown(canvasElement, "control"),
};

export const VariantB: Story = {
  args: { chosen: "variant_b" },
  play: async ({ canvasElement }) => {
    await expectOnlyShown(canvasElement, "variant_b");
    const text = variations[1]?.text ?? "";
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};

export const UnknownShowsControl: Story = {
  parameters: noImage,
  args: { chosen: "retired" },
  play: async ({ canvasElement }) => expectOnlyShown(canvasElement, "control"),
};
