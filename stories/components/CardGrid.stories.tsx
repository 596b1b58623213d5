import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { CardGrid } from "../../src/components/CardGrid";
import { TeaserCard } from "../../src/components/TeaserCard";
import { servicesContent } from "../fixtures/services";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Card grid",
  component: CardGrid,
  args: {
    columns: servicesContent.teasers.length,
    children: servicesContent.teasers.map((teaser) => (
      <TeaserCard key={teaser.id} teaser={teaser} />
    )),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="6xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = { parameters: bothScreens };
