import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { SearchForm } from "../../src/components/SearchForm";
import { searchCopy } from "../fixtures/search";
import { noImage } from "../fixtures/screens";

const copy = searchCopy.form;

const meta = {
  title: "Forms/Search form",
  component: SearchForm,
  args: { copy, action: "/search", name: "q" },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("searchbox", { name: copy.label });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("search");
    // Without the search page's code the browser sends ?q= to the search page itself.
    await expect(form).toHaveAttribute("action", "/search");
    await expect(form).toHaveAttribute("method", "get");
    await expect(searchBox(canvasElement)).toHaveAttribute("name", "q");
    await expect(searchBox(canvasElement)).toHaveAttribute("placeholder", copy.placeholder);
  },
};

/** Words typed, not yet sent. */
export const Typing: Story = {
  args: { defaultValue: "saas" },
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue("saas");
  },
};

/** The box takes what is typed; typing sends nothing. The picture is Typing's. */
export const Types: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), "saas");
    await expect(searchBox(canvasElement)).toHaveValue("saas");
    await expect(within(canvasElement).getByRole("search")).toBeInTheDocument();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(searchBox(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: copy.submit })).toHaveFocus();
  },
};
