import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Header } from "../../src/components/Header";
import { chrome } from "../fixtures/chrome";
import { clickOpener } from "../fixtures/dialog";
import { mobileScreen, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Sections/Header",
  component: Header,
  parameters: framedInDocs,
  args: { siteTitle: chrome.siteTitle, navigation: chrome.navigation, currentPath: "/" },
  decorators: [
    (Story) => (
      <Box minH="200vh" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg">
        {Story()}
        <Text p="8" color="fg.muted">
          Page content under the header.
        </Text>
      </Box>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = chrome.navigation.search;

/** The search page is one click away on every screen: an icon link named "Search". */
async function expectSearchLink(canvasElement: HTMLElement) {
  const link = within(within(canvasElement).getByRole("banner")).getByRole("link", {
    name: search.label,
  });
  await expect(link).toHaveAttribute("href", search.to);
  await expect(link).toBeVisible();
  return link;
}

export const Top: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/services",
      "/about",
      "/case-studies",
      "/blog",
      "/ai-roi-tools",
      "/contact",
    ]);
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Book Portfolio Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(canvasElement.querySelector("header")).toHaveAttribute("data-scrolled", "false");
    await expectSearchLink(canvasElement);
  },
};

export const CurrentPage: Story = {
  args: { currentPath: "/services" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
    );
  },
};

export const OnSearchPage: Story = {
  args: { currentPath: "/search" },
  play: async ({ canvasElement }) => {
    const link = await expectSearchLink(canvasElement);
    await expect(link).toHaveAttribute("aria-current", "page");
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    await expect(within(nav).queryByRole("link", { current: "page" })).not.toBeInTheDocument();
  },
};

export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector("header");
    window.scrollTo(0, 20);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // Exactly 20px is not "more than 20px".
    await expect(header).toHaveAttribute("data-scrolled", "false");
    window.scrollTo(0, 21);
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
  },
};

export const MobileClosed: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Open menu" });
    await expect(button).toBeVisible();
    // HTML's command shows the menu before any script has run.
    await expect(button).toHaveAttribute("commandfor", "mobile-menu");
    await expect(button).toHaveAttribute("command", "show-popover");
    await expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    const link = await expectSearchLink(canvasElement);
    await expect(link).not.toHaveAttribute("aria-current");
  },
};

export const MobileMenuOpen: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Open menu" });
    const { dialog, openAtOnce, focusedAtOnce } = clickOpener(canvasElement, opener, "Site menu");
    await expect(openAtOnce).toBe(true);
    await expect(focusedAtOnce).toBe(true);
    await expect(dialog).toBeVisible();
    await expect(getComputedStyle(document.documentElement).overflow).toBe("hidden");
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(within(dialog).getAllByRole("link")).toHaveLength(8);
  },
};

/** The menu is in the page from the start, closed: a tap only shows it. */
export const MobileMenuInThePage: Story = {
  ...mobileScreen,
  parameters: { chromatic: { ...mobileScreen.parameters.chromatic, ...noImage.chromatic } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawn = canvasElement.querySelector("#mobile-menu[popover]");
    await expect(drawn).toBeInstanceOf(HTMLElement);
    await expect(drawn?.matches(":popover-open")).toBe(false);
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
    const opener = canvas.getByRole("button", { name: "Open menu" });
    const { dialog, openAtOnce, focusedAtOnce } = clickOpener(canvasElement, opener, "Site menu");
    await expect(dialog).toBe(drawn);
    await expect(openAtOnce).toBe(true);
    await expect(focusedAtOnce).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(drawn?.matches(":popover-open")).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const MobileMenuClosedByEscape: Story = {
  ...mobileScreen,
  play: async (context) => {
    await MobileMenuOpen.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe("hidden");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Open menu" })).toHaveFocus());
  },
};

export const MobileMenuClosedByNavigation: Story = {
  ...mobileScreen,
  parameters: { chromatic: { ...mobileScreen.parameters.chromatic, ...noImage.chromatic } },
  play: async (context) => {
    await MobileMenuOpen.play?.(context);
    const canvas = within(context.canvasElement);
    const dialog = canvas.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("link", { name: "Case Studies" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe("hidden");
  },
};
