import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageHero } from "../../src/components/PageHero";
import { StatGrid } from "../../src/components/StatGrid";
import { aiRoiToolsContent } from "../fixtures/tools-pages";
import { bothScreens } from "../fixtures/screens";

const content = aiRoiToolsContent.hero;

const meta = {
  title: "Sections/Page hero",
  component: PageHero,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: { content },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 1 });
    await expect(heading).toHaveTextContent(content.heading);
    await expect(canvas.getByRole("region", { name: content.heading })).toBeInTheDocument();
  },
};

export const WithFigures: Story = {
  args: {
    children: (
      <StatGrid
        stats={[
          { value: "£1M+", label: "Client revenue" },
          { value: "8+", label: "Business units" },
        ]}
      />
    ),
  },
};
