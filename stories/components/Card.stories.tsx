import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Heading, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { Card } from "../../src/components/Card";

const meta = {
  title: "Foundations/Card",
  component: Card,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    headingId: "card-heading",
    children: (
      <>
        <Heading as="h3" size="md" id="card-heading">
          CRM integration
        </Heading>
        <Text mt="2" color="fg.muted">
          One clean record of every lead and customer.
        </Text>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("article", { name: "CRM integration" }),
    ).toBeVisible();
  },
};

export const Highlighted: Story = { args: { highlighted: true } };
