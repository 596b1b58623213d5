import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { CaseStudyGrid } from "../../src/components/CaseStudyGrid";
import { caseStudiesContent } from "../fixtures/company";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Case study grid",
  component: CaseStudyGrid,
  args: {
    studies: caseStudiesContent.studies,
    openLabel: caseStudiesContent.labels.open,
  },
  decorators: [(Story) => <Container py="8">{Story()}</Container>],
} satisfies Meta<typeof CaseStudyGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixStudies: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(6);
  },
};
