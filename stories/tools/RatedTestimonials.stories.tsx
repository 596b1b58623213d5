import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { RatedTestimonials } from "../../src/tools/RatedTestimonials";
import { dashboardContent, dashboardLabels } from "../fixtures/dashboard";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Tools/Rated testimonials",
  component: RatedTestimonials,
  args: { testimonials: dashboardContent.testimonials, ratingTemplate: dashboardLabels.rating },
  decorators: [
    (Story) => (
      <Container py="8">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof RatedTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourTestimonials: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByText("Aoife Byrne")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  },
};
