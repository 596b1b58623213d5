import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { CategoryChips } from "../../src/components/CategoryChips";
import { BLOG_CATEGORY_ATTRIBUTE } from "../../src/lib/blog/list-marks";
import { ALL_CATEGORIES, countCategories } from "../../src/lib/blog/posts";
import { posts } from "../fixtures/blog";
import { blogCopy } from "../fixtures/blog-page";

const chips = countCategories(posts, blogCopy.categories, blogCopy.allLabel);

const meta = {
  title: "Sections/Category chips",
  component: CategoryChips,
  args: {
    label: blogCopy.categoriesLabel,
    categories: chips,
    selected: ALL_CATEGORIES,
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

/** Tab reaches the chips, each a button that names its category for the list's code. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await userEvent.tab();
    await expect(chip(canvasElement, "All 6")).toHaveFocus();
    await userEvent.tab();
    const scaling = chip(canvasElement, "Business Scaling 2");
    await expect(scaling).toHaveFocus();
    await expect(scaling).toHaveAttribute(BLOG_CATEGORY_ATTRIBUTE, "business-scaling");
  },
};

/** A category pressed: drawn from its aria-pressed, as the list's code presses it. */
export const CategorySelected: Story = {
  args: { selected: "saas-development" },
  play: async ({ canvasElement }) => {
    const saas = chip(canvasElement, "SaaS Development 2");
    await expect(saas).toHaveAttribute("aria-pressed", "true");
    await expect(chip(canvasElement, "All 6")).toHaveAttribute("aria-pressed", "false");
  },
};
