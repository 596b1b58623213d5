import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { NumberField, type NumberFieldProps } from "../../src/tools/NumberField";
import { calculatorCommon, roiCopy } from "../fixtures/calculators";
import { noImage } from "../fixtures/screens";

/** The field with its text held in state, as a calculator holds it. */
function StatefulNumberField(props: NumberFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NumberField
      {...props}
      value={value}
      onChange={(text) => {
        props.onChange(text);
        setValue(text);
      }}
    />
  );
}

const meta = {
  title: "Tools/Number field",
  component: NumberField,
  args: {
    name: "monthlyRevenue",
    label: roiCopy.fields.monthlyRevenue.label,
    hint: roiCopy.fields.monthlyRevenue.hint,
    value: "50000",
    onChange: fn(),
  },
  render: (args) => <StatefulNumberField {...args} />,
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(roiCopy.fields.monthlyRevenue.label);

/** A text input with the decimal keypad, described by its hint, with no min or max. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue("50000");
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveAttribute("inputmode", "decimal");
    await expect(field).not.toHaveAttribute("min");
    await expect(field).toHaveAccessibleDescription(roiCopy.fields.monthlyRevenue.hint);
    await expect(field).not.toHaveAttribute("aria-invalid");
  },
};

/** Whole numbers (a team size) get the digits keypad. */
export const WholeNumber: Story = {
  args: {
    name: "teamSize",
    label: roiCopy.fields.teamSize.label,
    hint: roiCopy.fields.teamSize.hint,
    value: "10",
    inputMode: "numeric",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText(roiCopy.fields.teamSize.label),
    ).toHaveAttribute("inputmode", "numeric");
  },
};

/** What the visitor typed is kept as typed, "£" and commas included. */
export const Typed: Story = {
  args: { value: "£60,000" },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue("£60,000");
    await expect(input(canvasElement)).not.toHaveAttribute("aria-invalid");
  },
};

/** What the visitor types is passed on as typed: the picture is Typed's, with the focus ring. */
export const Typing: Story = {
  parameters: noImage,
  args: { value: "" },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), "£60,000");
    await expect(input(canvasElement)).toHaveValue("£60,000");
    await expect(args.onChange).toHaveBeenLastCalledWith("£60,000");
  },
};

/** A problem: marked invalid, described by the hint and the message, the text kept. */
export const WithError: Story = {
  args: { value: "-500", error: calculatorCommon.fieldMessages.money.negative },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue("-500");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      `${roiCopy.fields.monthlyRevenue.hint} ${calculatorCommon.fieldMessages.money.negative}`,
    );
  },
};
