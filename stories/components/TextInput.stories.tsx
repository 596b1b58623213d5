import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, chakra } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { TextInput } from "../../src/components/TextInput";
import { inputRecipe } from "../../src/theme/recipes/input";
import { recipeDocs } from "../fixtures/recipe-docs";
import { noImage } from "../fixtures/screens";

const docs = recipeDocs(
  inputRecipe,
  "A one-line text field in the theme's input style: the border, focus ring and invalid state every form shares. Always paired with a label.",
  {
    size: "The field's height.",
    variant: "outline on light backgrounds, inverted on the dark band.",
  },
);

const meta = {
  title: "Forms/Text input",
  component: TextInput,
  parameters: docs.parameters,
  argTypes: docs.argTypes,
  args: { placeholder: "you@company.co.uk", type: "email" },
  render: (args) => (
    <Box p="6" maxW="sm">
      <chakra.label htmlFor="story-input" display="block" mb="2" fontWeight="medium">
        Email address
      </chakra.label>
      <TextInput id="story-input" {...args} />
    </Box>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** What a visitor typed, in the field's own text colour. */
export const Typed: Story = {
  args: { defaultValue: "owner@business.co.uk" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Email address");
    await expect(input).toHaveValue("owner@business.co.uk");
  },
};

/** Typing fills the field: the picture is Typed's, with the focus ring. */
export const Typing: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Email address");
    await userEvent.type(input, "owner@business.co.uk");
    await expect(input).toHaveValue("owner@business.co.uk");
    await expect(input).toHaveFocus();
  },
};

export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "not-an-email" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "owner@business.co.uk" } };

export const Inverted: Story = {
  args: { variant: "inverted" },
  decorators: [
    (Story) => (
      <Box bg="ink.950" color="white">
        {Story()}
      </Box>
    ),
  ],
};
