import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, HStack } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { buttonRecipe } from "../../src/theme/recipes/button";
import { recipeArgTypes } from "../fixtures/recipe-docs";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Foundations/Button",
  component: Button,
  argTypes: recipeArgTypes(buttonRecipe, {
    variant:
      "solid for the main action, outline beside it, ghost for a quiet one, inverted on the dark band.",
    size: "The button's size.",
  }),
  args: { children: "Book Portfolio Consultation", onClick: fn() },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /book portfolio/i });
    await expect(button).toHaveAttribute("type", "button");
  },
};

/** A click calls onClick: the picture is Solid's. */
export const Clicks: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: /book portfolio/i });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = { args: { variant: "outline", children: "Explore our services" } };

export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };

export const Disabled: Story = {
  args: { disabled: true, children: "Subscribing..." },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </HStack>
  ),
};

export const Inverted: Story = {
  args: { variant: "inverted", children: "Book a Free Strategy Session" },
  decorators: [(Story) => <Box bg="ink.950">{Story()}</Box>],
};
