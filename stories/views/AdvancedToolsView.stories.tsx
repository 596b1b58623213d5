import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { TOOL_PARAM } from "../../src/lib/tools/tool-param";
import { AdvancedToolsView } from "../../src/views/AdvancedToolsView";
import { withQueryString } from "../fixtures/query-string";
import {
  TOOL_URL_PARAMS,
  advancedToolsContent,
  toolChoice,
  toolsContent,
} from "../fixtures/tools-pages";
import { bothScreens } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/Advanced tools",
  component: AdvancedToolsView,
  parameters: framedInDocs,
  args: { content: advancedToolsContent, tools: toolsContent },
  beforeEach: withQueryString(TOOL_URL_PARAMS),
} satisfies Meta<typeof AdvancedToolsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const toolInUrl = () => new URLSearchParams(window.location.search).get(TOOL_PARAM);
const mrr = toolChoice("mrr-growth");
const roi = toolChoice("automation-roi");

export const Picker: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole("button", { name: /^(Open|Take|Start)/ })).toHaveLength(5);
    const links = canvas.getAllByRole("link").map((link) => link.getAttribute("href"));
    await expect(links).toContain("/contact");
    await expect(links).toContain("/case-studies");
  },
};

/** The MRR calculator open in place of the picker, as its address names it. */
export const ToolOpen: Story = {
  beforeEach: withQueryString(TOOL_URL_PARAMS, { tool: "mrr-growth" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("heading", { name: mrr.name, level: 2 });
    // The visitor starts at the tool: its title has focus, without a ring.
    await waitFor(() => expect(title).toHaveFocus());
    await expect(toolInUrl()).toBe("mrr-growth");
    await expect(
      canvas.getByRole("button", { name: advancedToolsContent.backLabel }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: roi.openLabel })).not.toBeInTheDocument();
  },
};

/** A shared link opens its tool with the inputs it carries. */
export const FromSharedLink: Story = {
  beforeEach: withQueryString(TOOL_URL_PARAMS, { tool: "automation-roi", rev: "80000" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: roi.name, level: 2 });
    const revenue = await canvas.findByLabelText(
      toolsContent.calculators.roi.fields.monthlyRevenue.label,
    );
    await waitFor(() => expect(revenue).toHaveValue("80000"));
    await expect(canvas.queryByRole("button", { name: mrr.openLabel })).not.toBeInTheDocument();
  },
};
