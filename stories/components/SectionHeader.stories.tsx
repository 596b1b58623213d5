import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { SectionHeader } from "../../src/components/SectionHeader";
import { saasPlatformsContent } from "../fixtures/services";

const copy = saasPlatformsContent.platformsSection;

const meta = {
  title: "Foundations/Section header",
  component: SectionHeader,
  args: { headingId: "platforms-heading", copy },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEyebrowAndIntro: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole("heading", { level: 2 });
    await expect(heading).toHaveTextContent(copy.heading);
    await expect(heading).toHaveAttribute("id", "platforms-heading");
  },
};

export const Centred: Story = { args: { centred: true } };

export const HeadingOnly: Story = {
  args: { copy: { eyebrow: null, heading: copy.heading, intro: null } },
};
