import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { MrrScenario } from "../../src/lib/tools/mrr";
import { MrrScenarioPicker, type MrrScenarioPickerProps } from "../../src/tools/MrrScenarioPicker";
import { mrrCopy } from "../fixtures/calculators";
import { noImage } from "../fixtures/screens";

/** The picker with its choice held in state, as the calculator's inputs hold it. */
function StatefulPicker(props: MrrScenarioPickerProps) {
  const [selected, setSelected] = useState<MrrScenario | null>(props.selected);
  return (
    <MrrScenarioPicker
      {...props}
      selected={selected}
      onSelect={(scenario) => {
        props.onSelect(scenario);
        setSelected(scenario);
      }}
    />
  );
}

const meta = {
  title: "Tools/MRR scenario picker",
  component: MrrScenarioPicker,
  args: { copy: mrrCopy, selected: null, onSelect: fn() },
  render: (args) => <StatefulPicker {...args} />,
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MrrScenarioPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("group", { name: mrrCopy.scenariosLabel })).getAllByRole(
    "button",
  );

/** Four toggle buttons, each saying what it sets; none pressed. */
export const NoneSelected: Story = {
  play: async ({ canvasElement }) => {
    const all = buttons(canvasElement);
    await expect(all.map((button) => button.textContent)).toEqual([
      "Conservative15% growth, Basic automation",
      "Moderate25% growth, Moderate automation",
      "Aggressive40% growth, Full automation",
      "Exponential60% growth, Full automation",
    ]);
    for (const button of all) await expect(button).toHaveAttribute("aria-pressed", "false");
  },
};

/** One chosen: it alone is pressed. */
export const Selected: Story = {
  args: { selected: "aggressive" },
  play: async ({ canvasElement }) => {
    const pressed = buttons(canvasElement).map((button) => button.getAttribute("aria-pressed"));
    await expect(pressed).toEqual(["false", "false", "true", "false"]);
  },
};

/** Choosing one presses it and releases the one before: the picture is Selected's. */
export const ChoosingAnother: Story = {
  parameters: noImage,
  args: { selected: "conservative" },
  play: async ({ canvasElement, args }) => {
    const [conservative, , aggressive] = buttons(canvasElement);
    await expect(conservative).toHaveAttribute("aria-pressed", "true");
    if (!aggressive) throw new Error("No aggressive scenario");
    await userEvent.click(aggressive);
    await expect(args.onSelect).toHaveBeenCalledWith("aggressive");
    await expect(aggressive).toHaveAttribute("aria-pressed", "true");
    await expect(conservative).toHaveAttribute("aria-pressed", "false");
  },
};
