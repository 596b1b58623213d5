import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { BlogSearch } from "../../src/components/BlogSearch";
import { blogCopy } from "../fixtures/blog-page";
import { noImage } from "../fixtures/screens";

const copy = blogCopy.search;

const meta = {
  title: "Forms/Blog search",
  component: BlogSearch,
  args: { copy },
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

/** What is typed stays in the box; the screen is Empty's, focused. */
export const Types: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("searchbox", { name: copy.label });
    await userEvent.type(input, "a");
    await expect(input).toHaveValue("a");
  },
};

export const Filled: Story = {
  args: { defaultValue: "pricing" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox", { name: copy.label })).toHaveValue(
      "pricing",
    );
  },
};

/**
 * Without the list's code the search is a plain form: it is sent as ?q= to the page it is on, as a
 * shared search is (the list's code keeps Enter on the page; the Blog list's EnterStays story).
 */
export const SendsAsQuery: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("search", { name: copy.label });
    await expect(form).not.toHaveAttribute("action");
    await expect(form).not.toHaveAttribute("method");
    await expect(within(form).getByRole("searchbox")).toHaveAttribute("name", "q");
  },
};
