import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { Principles } from "../../src/components/Principles";
import { aboutContent } from "../fixtures/company";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Principles",
  component: Principles,
  args: { principles: aboutContent.principles },
  decorators: [(Story) => <Container py="8">{Story()}</Container>],
} satisfies Meta<typeof Principles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(
      aboutContent.principles.length,
    );
  },
};
