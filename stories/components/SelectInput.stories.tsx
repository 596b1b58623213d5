import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, chakra } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { SelectInput } from "../../src/components/SelectInput";
import { inputRecipe } from "../../src/theme/recipes/input";
import { recipeDocs } from "../fixtures/recipe-docs";
import { BUDGET_OPTIONS } from "../../src/lib/leads/contact";
import { noImage } from "../fixtures/screens";

const docs = recipeDocs(
  inputRecipe,
  "A native drop-down (the platform's own picker, the most usable on phones) in the theme's input style, with a drawn chevron.",
  {
    size: "The field's height.",
    variant: "outline on light backgrounds, inverted on the dark band.",
  },
);

const meta = {
  title: "Forms/Select input",
  component: SelectInput,
  parameters: docs.parameters,
  argTypes: { ...docs.argTypes, children: { control: false } },
  args: {
    id: "budget",
    children: [
      <option key="" value="">
        Prefer not to say
      </option>,
      ...BUDGET_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      )),
    ],
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <chakra.label htmlFor="budget" display="block" mb="1.5">
          Budget
        </chakra.label>
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof SelectInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

/** An option chosen, as the field opens with it. */
export const Chosen: Story = {
  args: { defaultValue: "$50,000+" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Budget")).toHaveValue("$50,000+");
  },
};

/** Choosing an option shows it in the field. */
export const Chooses: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText("Budget");
    await userEvent.selectOptions(select, "$50,000+");
    await expect(select).toHaveValue("$50,000+");
  },
};
