import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { CallToAction } from "../../src/components/CallToAction";
import { bothScreens } from "../fixtures/screens";

const content = {
  heading: "Ready to scale past your next milestone?",
  text: "Book a free 30-minute consult. We reply to every request within 24 hours.",
  actions: [
    { label: "Book a Free Strategy Session", to: "/contact", variant: "solid" },
    { label: "See our case studies", to: "/case-studies", variant: "outline" },
  ],
};

const meta = {
  title: "Sections/Call to action",
  component: CallToAction,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: { id: "closing-cta", content },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: content.heading });
    await expect(
      within(region).getByRole("link", { name: "Book a Free Strategy Session" }),
    ).toHaveAttribute("href", "/contact");
  },
};

export const WithForm: Story = {
  args: {
    children: (
      <Box bg="bg" color="fg" p="6" borderRadius="2xl">
        <Text>The page's form sits here.</Text>
      </Box>
    ),
  },
};
