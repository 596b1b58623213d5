import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MobileMenu } from "../../src/components/MobileMenu";
import { chrome } from "../fixtures/chrome";
import { mobileScreen, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Sections/Mobile menu",
  component: MobileMenu,
  ...mobileScreen,
  parameters: { ...mobileScreen.parameters, ...framedInDocs },
  args: {
    defaultOpen: true,
    onClose: fn(),
    links: chrome.navigation.header,
    cta: chrome.navigation.cta,
    currentPath: "/about",
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole("dialog", { name: "Site menu" });
    await expect(dialog.matches(":popover-open")).toBe(true);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(within(dialog).getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(getComputedStyle(document.documentElement).overflow).toBe("hidden");
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole("dialog", { name: "Site menu" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close menu" }));
    // The popover's toggle event comes a task after it has been hidden.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(dialog.matches(":popover-open")).toBe(false);
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe("hidden");
  },
};

export const EscapeRequestsClose: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument();
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe("hidden");
  },
};
