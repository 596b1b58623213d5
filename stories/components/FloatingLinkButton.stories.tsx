import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FloatingLinkButton } from "../../src/components/FloatingLinkButton";
import { demoScheduler } from "../fixtures/tools-pages";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Foundations/Floating link button",
  component: FloatingLinkButton,
  parameters: framedInDocs,
  args: { to: demoScheduler.url, children: demoScheduler.label },
  render: (args) => (
    <Box>
      <Box p="8" height="900px">
        <Text>Content above the button.</Text>
        <a href="#end" id="last-link">
          A link near the bottom of the window
        </a>
      </Box>
      <FloatingLinkButton {...args} />
    </Box>
  ),
} satisfies Meta<typeof FloatingLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sticks to the bottom of the window and keeps room for itself in the document's scroll padding. */
export const Floating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: demoScheduler.label });
    await expect(link).toHaveAttribute("href", demoScheduler.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).not.toBe(""));
    const bottom = link.getBoundingClientRect().bottom;
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Focus that lands behind the button's strip is scrolled clear of it (WCAG 2.4.11). */
export const FocusNotObscured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("link", { name: demoScheduler.label });
    const target = canvasElement.querySelector<HTMLAnchorElement>("#last-link");
    if (!target) throw new Error("story markup is missing its link");
    target.style.position = "relative";
    target.style.top = `${window.innerHeight - 40}px`;
    await userEvent.tab();
    await waitFor(() => expect(target).toHaveFocus());
    await waitFor(() =>
      expect(target.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        button.getBoundingClientRect().top,
      ),
    );
  },
};
