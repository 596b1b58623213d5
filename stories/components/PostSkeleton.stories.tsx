import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PostSkeleton } from "../../src/components/PostSkeleton";
import { blogPostContent } from "../fixtures/article";
import { mobileScreen } from "../fixtures/screens";

const meta = {
  title: "Sections/Post skeleton",
  component: PostSkeleton,
  args: { label: blogPostContent.labels.loading },
} satisfies Meta<typeof PostSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOTION_SAFE = "(prefers-reduced-motion: no-preference)";

/** The media conditions under which the page's stylesheets animate the element ("all": always). */
function animationConditions(element: Element): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList, condition: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
      else if (
        rule instanceof CSSStyleRule &&
        !["", "none"].includes(rule.style.animationName) &&
        element.matches(rule.selectorText)
      )
        found.push(condition);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, "all");
  return found;
}

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading article…");
    await expect(canvas.queryByRole("heading")).not.toBeInTheDocument();
    const busy = canvasElement.querySelector("[aria-busy=true]");
    if (!busy) throw new Error("The skeleton is not marked busy");
    // It pulses only for visitors who have not asked for reduced motion.
    await expect(animationConditions(busy)).toEqual([MOTION_SAFE]);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      await expect(getComputedStyle(busy).animationName).toBe("none");
    }
  },
};

export const Mobile: Story = { ...mobileScreen };
