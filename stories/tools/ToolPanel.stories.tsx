import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ToolId } from "../../src/lib/tools/tool-ids";
import { ToolPanel } from "../../src/tools/ToolPanel";
import { withQueryString } from "../fixtures/query-string";
import {
  TOOL_URL_PARAMS,
  advancedToolsContent,
  toolChoice,
  toolsContent,
} from "../fixtures/tools-pages";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Tools/Tool panel",
  component: ToolPanel,
  args: {
    id: "mrr-growth",
    choice: toolChoice("mrr-growth"),
    content: toolsContent,
    backLabel: advancedToolsContent.backLabel,
    loadingLabel: advancedToolsContent.loadingLabel,
    onBack: fn(),
  },
  beforeEach: withQueryString(TOOL_URL_PARAMS),
} satisfies Meta<typeof ToolPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const toolArgs = (id: ToolId) => ({ id, choice: toolChoice(id) });

/** Once the tool's bundle has arrived, the visitor starts at the tool's first heading. */
async function expectArrivedAt(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  const title = await canvas.findByRole("heading", { name: heading, level: 2 });
  await waitFor(() => expect(title).toHaveFocus());
  await expect(canvas.queryByText(advancedToolsContent.loadingLabel)).not.toBeInTheDocument();
}

export const MrrGrowth: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await expectArrivedAt(canvasElement, toolChoice("mrr-growth").name);
    await expect(
      within(canvasElement).getByLabelText(toolsContent.calculators.mrr.fields.currentMRR.label),
    ).toHaveValue("50000");
  },
};

export const PortfolioQuiz: Story = {
  args: toolArgs("portfolio-quiz"),
  play: async ({ canvasElement }) => {
    await expectArrivedAt(canvasElement, toolsContent.portfolioQuiz.heading);
  },
};

export const AutomationRoi: Story = {
  args: toolArgs("automation-roi"),
  play: async ({ canvasElement }) => {
    await expectArrivedAt(canvasElement, toolChoice("automation-roi").name);
  },
};

export const BusinessAssessment: Story = {
  args: toolArgs("business-assessment"),
  play: async ({ canvasElement }) => {
    await expectArrivedAt(canvasElement, toolsContent.assessment.heading);
  },
};

export const ClientDashboard: Story = {
  args: toolArgs("client-dashboard"),
  play: async ({ canvasElement }) => {
    await expectArrivedAt(canvasElement, toolsContent.dashboard.heading);
  },
};

/** The back button asks to go back to the tools: the picture is MrrGrowth's. */
export const BackToTools: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: advancedToolsContent.backLabel }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
