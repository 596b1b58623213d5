import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CopyLinkButton } from "../../src/tools/CopyLinkButton";
import { calculatorCommon } from "../fixtures/calculators";
import { clipboardWrites, withClipboard } from "../fixtures/clipboard";
import { noImage } from "../fixtures/screens";

const copy = calculatorCommon.copyLink;
const LINK = "https://example.co.uk/ai-roi-tools?rev=80000&team=10&auto=sales&eff=60&inv=15000";

const meta = {
  title: "Tools/Copy link button",
  component: CopyLinkButton,
  args: { copy, getUrl: fn(() => LINK) },
  beforeEach: withClipboard("accepts"),
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name });

/** Ready: a button and an empty polite status. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, copy.label)).toBeEnabled();
    await expect(within(canvasElement).getByRole("status")).toBeEmptyDOMElement();
  },
};

/** The link is on the clipboard; the button and status say so. */
export const Copied: Story = {
  args: { initialOutcome: "copied" },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, copy.copied)).toBeVisible();
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(copy.copiedMessage);
  },
};

/** The link, asked for at the click, goes on the clipboard: the picture is Copied's. */
export const CopiesOnClick: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, copy.label));
    await expect(args.getUrl).toHaveBeenCalledTimes(1);
    await expect(clipboardWrites()).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(button(canvasElement, copy.copied)).toBeVisible());
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(copy.copiedMessage);
  },
};

/** The browser refused: the link is shown, to copy by hand. */
export const Failed: Story = {
  args: { initialOutcome: "failed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(copy.failedMessage);
    const link = canvas.getByLabelText(copy.fallbackLabel);
    await expect(link).toHaveValue(LINK);
    await expect(link).toHaveAttribute("readonly");
  },
};

/** A click the browser refuses: the link is shown selected, with focus: the picture is Failed's. */
export const RefusedOnClick: Story = {
  parameters: noImage,
  beforeEach: withClipboard("refuses"),
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, copy.label));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(copy.failedMessage));
    const link = canvas.getByLabelText(copy.fallbackLabel);
    await expect(link).toHaveValue(LINK);
    await expect(link).toHaveFocus();
  },
};

/** No clipboard at all (an insecure page, some in-app browsers): the same fallback. */
export const Unavailable: Story = {
  parameters: noImage,
  beforeEach: withClipboard("missing"),
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, copy.label));
    await expect(await within(canvasElement).findByLabelText(copy.fallbackLabel)).toHaveValue(LINK);
  },
};
