import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ArticleBody } from "../../src/components/ArticleBody";
import { postPage } from "../fixtures/article";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Article body",
  component: ArticleBody,
  args: { html: postPage("scaling-framework").html },
  decorators: [
    (Story) => (
      <Container maxW="4xl" py="10">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

const anchorOpacity = (heading: HTMLElement) => {
  const anchor = heading.querySelector(".heading-anchor");
  if (!anchor) throw new Error("The heading has no anchor");
  return getComputedStyle(anchor).opacity;
};

export const ScalingFramework: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole("heading", { level: 2 });
    await expect(first).toHaveAttribute("id", "why-working-harder-stops-working");
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();

    await step(
      "A heading's # anchor is a pointer's shortcut, out of its name and tab order",
      async () => {
        await expect(first).toHaveAccessibleName(first.textContent ?? "");
        await expect(anchorOpacity(first)).toBe("0");
        const anchor = first.querySelector<HTMLElement>(".heading-anchor");
        await expect(anchor).toHaveAttribute("href", "#why-working-harder-stops-working");
        await expect(anchor).toHaveAttribute("aria-hidden", "true");
        await expect(anchor).toHaveAttribute("tabindex", "-1");
      },
    );

    const external = canvas.getByRole("link", { name: "GOV.UK's VAT registration guidance" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await expect(getComputedStyle(external).textDecorationLine).toBe("underline");
  },
};

export const WithTable: Story = {
  args: { html: postPage("ai-automation-roi").html },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Table: What projects typically cost" });
    await expect(within(region).getAllByRole("columnheader")).toHaveLength(4);
    await expect(within(region).getAllByRole("row")).toHaveLength(4);
    // The wrapper scrolls a wide table and can take focus to be scrolled from the keyboard.
    await expect(getComputedStyle(region).overflowX).toBe("auto");
    region.focus();
    await expect(region).toHaveFocus();
    region.blur();
    const inSite = canvas.getByRole("link", { name: "AI automation service page" });
    await expect(inSite).toHaveAttribute("href", "/services/ai-automation");
    await expect(inSite).not.toHaveAttribute("target");
  },
};

export const SaasLaunchGuide: Story = { args: { html: postPage("saas-launch-guide").html } };
