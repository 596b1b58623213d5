import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchForm, type SearchFormProps } from "../../src/components/SearchForm";
import { searchCopy } from "../fixtures/search";
import { noImage } from "../fixtures/screens";

const copy = searchCopy.form;

// The form as the search page holds it: the value lives in the parent.
function Controlled(args: SearchFormProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchForm
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Forms/Search form",
  component: SearchForm,
  args: { copy, action: "/search", name: "q", value: "", onChange: fn(), onSubmit: fn() },
  render: (args) => (
    <Box p="6" maxW="3xl">
      <Controlled {...args} />
    </Box>
  ),
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("searchbox", { name: copy.label });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("search");
    // Before hydration the browser sends ?q= to the search page itself.
    await expect(form).toHaveAttribute("action", "/search");
    await expect(form).toHaveAttribute("method", "get");
    await expect(searchBox(canvasElement)).toHaveAttribute("name", "q");
    await expect(searchBox(canvasElement)).toHaveAttribute("placeholder", copy.placeholder);
  },
};

/** Words typed, not yet sent: what the parent holds is in the box. */
export const Typing: Story = {
  args: { value: "saas" },
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue("saas");
  },
};

/** Each keystroke goes to the parent; typing sends nothing. */
export const Types: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(searchBox(canvasElement), "saas");
    await expect(searchBox(canvasElement)).toHaveValue("saas");
    await expect(args.onChange).toHaveBeenLastCalledWith("saas");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submit calls onSubmit and stays on the page: the picture is Typing's, other words aside. */
export const Submitted: Story = {
  parameters: noImage,
  args: { value: "automation" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Still on the story: the hydrated form does not navigate.
    await expect(searchBox(canvasElement)).toHaveValue("automation");
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
