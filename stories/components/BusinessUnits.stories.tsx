import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { BusinessUnits } from "../../src/components/BusinessUnits";
import { aboutContent } from "../fixtures/company";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Business units",
  component: BusinessUnits,
  args: { units: aboutContent.units },
  decorators: [(Story) => <Container py="8">{Story()}</Container>],
} satisfies Meta<typeof BusinessUnits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixUnits: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(6);
    for (const unit of aboutContent.units) {
      await expect(canvas.getByRole("link", { name: unit.link.label })).toHaveAttribute(
        "href",
        unit.link.to,
      );
    }
  },
};
