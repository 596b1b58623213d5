import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { TeamMemberCard } from "../../src/components/TeamMemberCard";
import { aboutContent } from "../fixtures/company";
import { untilLoaded } from "../fixtures/lazy-images";

const [ceo] = aboutContent.team;
if (!ceo) throw new Error("content/data/about.json has no team");

const meta = {
  title: "Sections/Team member card",
  component: TeamMemberCard,
  args: { member: ceo },
  decorators: [
    (Story) => (
      <Box p="8" maxW="xs">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof TeamMemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(ceo.name);
    await expect(canvas.getByText(ceo.position)).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: `Portrait of ${ceo.name}` })).toHaveAttribute(
      "src",
      ceo.image,
    );
    const portrait = canvas.getByRole("img");
    await expect(portrait).toHaveAttribute("width", "320");
    // Far below the fold on /about: fetched as the visitor nears it, not beside the font.
    await expect(portrait).toHaveAttribute("loading", "lazy");
    await untilLoaded(portrait);
  },
};
