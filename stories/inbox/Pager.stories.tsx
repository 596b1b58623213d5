import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pager } from "../../src/inbox/Pager";
import { inboxOf, loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Pager",
  component: Pager,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: {
    label: "Pages of leads",
    page: 2,
    pageSize: 50,
    total: 120,
    hrefFor: (page: number) => `/inbox?page=${page}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

const pages = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("navigation", { name: "Pages of leads" }));

/** Between the ends: both links, and where the list stands. */
export const Middle: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = pages(canvasElement);
    await expect(nav.getByText("Page 2 of 3")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/inbox?page=1",
    );
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/inbox?page=3",
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** A page link moves the list there in place, and says so. The picture is Middle's. */
export const FollowsNextPage: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args, loaded }) => {
    const nav = pages(canvasElement);
    await userEvent.click(nav.getByRole("link", { name: "Next page" }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(inboxOf(loaded).history.href()).toBe("/inbox?page=3");
  },
};

/** The first page: no link back. */
export const First: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const nav = pages(canvasElement);
    await expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual(["Next page"]);
  },
};

/** One page only: nothing to show. */
export const OnePage: Story = {
  args: { page: 1, total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};
