import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ServiceBlock } from "../../src/components/ServiceBlock";
import { first, servicesContent } from "../fixtures/services";
import { bothScreens } from "../fixtures/screens";

const service = first(servicesContent.services);

const meta = {
  title: "Sections/Service block",
  component: ServiceBlock,
  args: {
    service,
    benefitsHeading: servicesContent.benefitsHeading,
    includedHeading: servicesContent.includedHeading,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="2xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ServiceBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DigitalMarketing: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole("article", { name: service.name });
    await expect(block).toHaveAttribute("id", service.id);
    // An anchor target: focusable from script, not a tab stop.
    await expect(block).toHaveAttribute("tabindex", "-1");
    const lists = within(block).getAllByRole("list");
    await expect(within(lists[0] ?? block).getAllByRole("listitem")).toHaveLength(
      service.benefits.length,
    );
  },
};
