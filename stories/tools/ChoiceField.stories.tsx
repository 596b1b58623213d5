import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { AUTOMATION_TYPES, type AutomationType } from "../../src/lib/tools/roi";
import { ChoiceField, type ChoiceFieldProps } from "../../src/tools/ChoiceField";
import { roiCopy } from "../fixtures/calculators";
import { noImage } from "../fixtures/screens";

/** The field with its choice held in state, as a calculator holds it. */
function StatefulChoiceField(props: ChoiceFieldProps<AutomationType>) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceField
      {...props}
      value={value}
      onChange={(option) => {
        props.onChange(option);
        setValue(option);
      }}
    />
  );
}

const meta = {
  title: "Tools/Choice field",
  component: ChoiceField<AutomationType>,
  args: {
    name: "automationType",
    label: roiCopy.fields.automationType.label,
    hint: roiCopy.fields.automationType.hint,
    value: "sales",
    options: AUTOMATION_TYPES,
    optionLabels: roiCopy.automationTypes,
    onChange: fn(),
  },
  render: (args) => <StatefulChoiceField {...args} />,
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChoiceField<AutomationType>>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(roiCopy.fields.automationType.label);

/** Every option in the product's order with its words, the chosen one selected, described by the hint. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const field = select(canvasElement);
    await expect(field).toHaveValue("sales");
    await expect(field).toHaveAccessibleDescription(roiCopy.fields.automationType.hint);
    const options = within(field).getAllByRole("option");
    await expect(options.map((option) => option.getAttribute("value"))).toEqual([
      ...AUTOMATION_TYPES,
    ]);
    await expect(options.map((option) => option.textContent)).toEqual(
      AUTOMATION_TYPES.map((type) => roiCopy.automationTypes[type]),
    );
  },
};

/** Another option chosen: shown by its words. */
export const Operations: Story = {
  args: { value: "operations" },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveValue("operations");
    await expect(select(canvasElement)).toHaveDisplayValue(roiCopy.automationTypes.operations);
  },
};

/** A new choice is passed on by its value, and shown: the picture is Operations'. */
export const Choosing: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(select(canvasElement), roiCopy.automationTypes.operations);
    await expect(select(canvasElement)).toHaveValue("operations");
    await expect(args.onChange).toHaveBeenLastCalledWith("operations");
  },
};
