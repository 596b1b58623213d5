import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, chakra } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { TextArea } from "../../src/components/TextArea";
import { inputRecipe } from "../../src/theme/recipes/input";
import { recipeDocs } from "../fixtures/recipe-docs";
import { noImage } from "../fixtures/screens";

const docs = recipeDocs(
  inputRecipe,
  "A multi-line text field (the contact form's message), in the same style as TextInput; it grows as the visitor drags its corner.",
  { variant: "outline on light backgrounds, inverted on the dark band." },
);

const meta = {
  title: "Forms/Text area",
  component: TextArea,
  parameters: docs.parameters,
  argTypes: docs.argTypes,
  args: { rows: 5, id: "message" },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <chakra.label htmlFor="message" display="block" mb="1.5">
          Message
        </chakra.label>
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A message of two lines, as typed. */
export const Typed: Story = {
  args: { defaultValue: "Line one\nLine two" },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText("Message");
    await expect(area).toHaveValue("Line one\nLine two");
  },
};

/** Enter starts a new line: the picture is Typed's, with the focus ring. */
export const Typing: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText("Message");
    await userEvent.type(area, "Line one{enter}Line two");
    await expect(area).toHaveValue("Line one\nLine two");
  },
};

export const Invalid: Story = { args: { "aria-invalid": true } };
