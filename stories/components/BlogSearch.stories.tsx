import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { BlogSearch } from "../../src/components/BlogSearch";
import { blogCopy } from "../fixtures/blog-page";
import { noImage } from "../fixtures/screens";

const copy = blogCopy.search;

const meta = {
  title: "Forms/Blog search",
  component: BlogSearch,
  args: { copy, value: "", onChange: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof BlogSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("search", { name: copy.label })).toBeInTheDocument();
    const input = canvas.getByRole("searchbox", { name: copy.label });
    await expect(input).toHaveAttribute("type", "search");
    await expect(input).toHaveAttribute("placeholder", copy.placeholder);
  },
};

/** Each keystroke goes to onChange; the screen is Empty's, focused. */
export const Types: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole("searchbox", { name: copy.label }), "a");
    await expect(args.onChange).toHaveBeenLastCalledWith("a");
  },
};

export const Filled: Story = {
  args: { value: "pricing" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox", { name: copy.label })).toHaveValue(
      "pricing",
    );
  },
};

/** Enter does not submit the form: the list already shows what matches. */
export const EnterStays: Story = {
  args: Filled.args,
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("searchbox", { name: copy.label });
    await userEvent.type(input, "{Enter}");
    await expect(input).toBeInTheDocument();
    await expect(window.location.search).not.toContain("q=");
  },
};
