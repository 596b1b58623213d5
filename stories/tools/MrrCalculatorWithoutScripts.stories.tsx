import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { MrrCalculatorWithoutScripts } from "../../src/tools/MrrCalculatorWithoutScripts";
import { calculatorCommon, expectMrrFormWithoutScripts, mrrCopy } from "../fixtures/calculators";
import { bothScreens } from "../fixtures/screens";
import { advancedToolsContent, toolChoice } from "../fixtures/tools-pages";

const meta = {
  title: "Tools/MRR calculator without scripts",
  component: MrrCalculatorWithoutScripts,
  args: {
    name: toolChoice("mrr-growth").name,
    intro: advancedToolsContent.noScriptIntro,
    copy: mrrCopy,
    common: calculatorCommon,
  },
  decorators: [
    (Story) => (
      <Container py="8">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof MrrCalculatorWithoutScripts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What /advanced-tools shows a visitor without scripts under its picker (inside a noscript block):
 * the tool's name, why it is here, and the calculator as a plain form sent to the server.
 */
export const UnderThePicker: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: args.name, level: 3 })).toBeVisible();
    await expect(canvas.getByText(args.intro)).toBeVisible();
    await expectMrrFormWithoutScripts(canvasElement);
  },
};
