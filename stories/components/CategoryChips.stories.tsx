import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CategoryChips } from "../../src/components/CategoryChips";
import { ALL_CATEGORIES, countCategories } from "../../src/lib/blog/posts";
import { posts } from "../fixtures/blog";
import { blogCopy } from "../fixtures/blog-page";
import { noImage } from "../fixtures/screens";

const chips = countCategories(posts, blogCopy.categories, blogCopy.allLabel);

const meta = {
  title: "Sections/Category chips",
  component: CategoryChips,
  args: {
    label: blogCopy.categoriesLabel,
    categories: chips,
    selected: ALL_CATEGORIES,
    onSelect: fn(),
  },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const chip = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name });

/** "All" first and pressed; every chip says how many posts it holds, to the eye and to AT. */
export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: blogCopy.categoriesLabel });
    const names = within(group)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(names).toEqual([
      "All 6",
      "Business Scaling 2",
      "SaaS Development 2",
      "AI Automation 1",
      "Agency Growth 1",
    ]);
    await expect(chip(canvasElement, "All 6")).toHaveAttribute("aria-pressed", "true");
    await expect(chip(canvasElement, "Agency Growth 1")).toHaveAttribute("aria-pressed", "false");
  },
};

/** Tab reaches the chips; Enter and Space press them. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await userEvent.tab();
    await expect(chip(canvasElement, "All 6")).toHaveFocus();
    await userEvent.tab();
    await expect(chip(canvasElement, "Business Scaling 2")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("business-scaling");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onSelect).toHaveBeenLastCalledWith("saas-development");
  },
};

/** Pressing the pressed category again goes back to all. */
export const CategorySelected: Story = {
  args: { selected: "saas-development" },
  play: async ({ canvasElement }) => {
    const saas = chip(canvasElement, "SaaS Development 2");
    await expect(saas).toHaveAttribute("aria-pressed", "true");
    await expect(chip(canvasElement, "All 6")).toHaveAttribute("aria-pressed", "false");
  },
};

/** Pressing the selected category again chooses All: the picture is CategorySelected's. */
export const PressedAgain: Story = {
  ...CategorySelected,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const saas = chip(canvasElement, "SaaS Development 2");
    await userEvent.click(saas);
    await expect(args.onSelect).toHaveBeenLastCalledWith(ALL_CATEGORIES);
  },
};
