import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { Section } from "../../src/components/Section";

const copy = {
  eyebrow: "How we work",
  heading: "One team, one set of numbers",
  intro: "Every engagement starts with the figures you want to move and ends with a report.",
};

const meta = {
  title: "Foundations/Section",
  component: Section,
  args: { id: "how-we-work", copy, children: <Text>Section content.</Text> },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: copy.heading });
    await expect(region).toHaveAttribute("id", "how-we-work");
    await expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(copy.heading);
  },
};

export const Subtle: Story = { args: { tone: "subtle", centred: true } };

export const Inverted: Story = { args: { tone: "inverted" } };

export const HeadingOnly: Story = {
  args: { copy: { eyebrow: null, heading: copy.heading, intro: null }, children: undefined },
};
