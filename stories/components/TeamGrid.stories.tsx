import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { TeamGrid } from "../../src/components/TeamGrid";
import { aboutContent } from "../fixtures/company";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Team grid",
  component: TeamGrid,
  args: { team: aboutContent.team },
  decorators: [(Story) => <Container py="8">{Story()}</Container>],
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourChiefOfficers: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(4);
  },
};
