import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AiRoiToolsView } from "../../src/views/AiRoiToolsView";
import { calculatorsContent } from "../fixtures/calculators";
import { withQueryString } from "../fixtures/query-string";
import {
  TOOL_URL_PARAMS,
  aiRoiToolsContent,
  calculatorNotice,
  frameCopy,
  demoScheduler,
  offlineCalculators,
} from "../fixtures/tools-pages";
import { bothScreens } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/AI ROI tools",
  component: AiRoiToolsView,
  parameters: framedInDocs,
  args: {
    content: aiRoiToolsContent,
    calculators: calculatorsContent,
    demoScheduler,
    embeds: offlineCalculators,
    embedNotice: calculatorNotice,
    embedFrame: frameCopy,
  },
  beforeEach: withQueryString(TOOL_URL_PARAMS),
} satisfies Meta<typeof AiRoiToolsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const value of ["$50K+", "85%", "24/7", "500+"])
      await expect(canvas.getByText(value)).toBeVisible();
    for (const calculator of offlineCalculators) {
      await expect(canvas.getByRole("heading", { name: calculator.title })).toBeVisible();
      await expect(canvas.getByRole("link", { name: calculator.linkLabel })).toBeInTheDocument();
    }
    const demo = canvas.getByRole("link", { name: demoScheduler.label });
    await expect(demo).toHaveAttribute("href", demoScheduler.url);
    await expect(
      canvas.getByRole("region", { name: calculatorsContent.roi.resultsHeading }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole("heading", { name: aiRoiToolsContent.whySection.heading }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: aiRoiToolsContent.advancedToolsLink.label }),
    ).toHaveAttribute("href", "/advanced-tools");
  },
};
