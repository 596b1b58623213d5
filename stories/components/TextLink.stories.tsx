import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { TextLink } from "../../src/components/TextLink";
import { linkRecipe } from "../../src/theme/recipes/link";
import { recipeDocs } from "../fixtures/recipe-docs";

const docs = recipeDocs(
  linkRecipe,
  "A plain <a> in the theme's link style; SiteLink builds on it for links inside the site.",
  { variant: "plain in running text, underline where a link must stand out, nav in the header." },
);

const meta = {
  title: "Foundations/Text link",
  component: TextLink,
  parameters: docs.parameters,
  argTypes: docs.argTypes,
  args: { href: "#privacy", children: "Read our privacy policy" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Underline: Story = { args: { variant: "underline" } };
export const Nav: Story = { args: { variant: "nav", children: "Services" } };
export const NavCurrentPage: Story = {
  args: { variant: "nav", children: "Services", "aria-current": "page" },
};
