import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { TOOL_PARAM } from "../../src/lib/tools/tool-param";
import { AdvancedTools } from "../../src/tools/AdvancedTools";
import { withQueryString } from "../fixtures/query-string";
import {
  TOOL_URL_PARAMS,
  advancedToolsContent,
  toolChoice,
  toolsContent,
} from "../fixtures/tools-pages";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Tools/Advanced tools",
  component: AdvancedTools,
  args: { content: advancedToolsContent, tools: toolsContent },
  beforeEach: withQueryString(TOOL_URL_PARAMS),
} satisfies Meta<typeof AdvancedTools>;

export default meta;
type Story = StoryObj<typeof meta>;

const toolInUrl = () => new URLSearchParams(window.location.search).get(TOOL_PARAM);
const mrr = toolChoice("mrr-growth");
const roi = toolChoice("automation-roi");

/** The picker: every tool with its button, and nothing open. */
export const Picker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: /^(Open|Take|Start)/ })).toHaveLength(5);
    await expect(
      canvas.getByRole("heading", { name: advancedToolsContent.pickerSection.heading, level: 2 }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole("button", { name: advancedToolsContent.backLabel }),
    ).not.toBeInTheDocument();
    await expect(toolInUrl()).toBeNull();
  },
};

/**
 * Choosing a tool names it in the URL and starts the visitor at it; Back to Tools returns, with
 * focus on the button that opened it. The open tool's picture is the tool panel's.
 */
export const OpensAndGoesBack: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: mrr.openLabel });
    await userEvent.click(opener);
    const title = await canvas.findByRole("heading", { name: mrr.name, level: 2 });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(toolInUrl()).toBe("mrr-growth");
    await expect(canvas.queryByRole("button", { name: roi.openLabel })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: advancedToolsContent.backLabel }));
    const again = await canvas.findByRole("button", { name: mrr.openLabel });
    await waitFor(() => expect(again).toHaveFocus());
    await waitFor(() => expect(toolInUrl()).toBeNull());
  },
};
