import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { navigate } from "gatsby";
import { expect, userEvent, within } from "storybook/test";
import { LinkButton } from "../../src/components/LinkButton";
import { buttonRecipe } from "../../src/theme/recipes/button";
import { recipeArgTypes } from "../fixtures/recipe-docs";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Foundations/Link button",
  component: LinkButton,
  argTypes: recipeArgTypes(buttonRecipe, {
    variant:
      "solid for the main action, outline beside it, ghost for a quiet one, inverted on the dark band.",
    size: "The button's size.",
  }),
  args: { to: "/contact", children: "Book Portfolio Consultation" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Book Portfolio Consultation" });
    await expect(link).toHaveAttribute("href", "/contact");
    // A link drawn as a button is still a link: no button type on it.
    await expect(link).not.toHaveAttribute("type");
  },
};

/** A click goes to the page through Gatsby's navigate: the picture is Solid's. */
export const Navigates: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Book Portfolio Consultation" });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/contact");
  },
};

export const Outline: Story = {
  args: { variant: "outline", to: "/services", children: "Explore our services" },
};

export const External: Story = {
  args: { to: "https://calendly.com/scalewise-studio/strategy-call", children: "Schedule a Call" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Schedule a Call" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).not.toHaveAttribute("type");
  },
};
