import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { CheckList } from "../../src/components/CheckList";
import { first, servicesContent } from "../fixtures/services";

const service = first(servicesContent.services);

const meta = {
  title: "Foundations/Check list",
  component: CheckList,
  args: { items: service.benefits },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checks: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(
      service.benefits.length,
    );
  },
};

export const Arrows: Story = { args: { items: service.included, icon: "arrowRight" } };
