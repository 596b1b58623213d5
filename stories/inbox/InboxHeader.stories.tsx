import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { InboxHeader } from "../../src/inbox/InboxHeader";
import { MEMBER, OWNER } from "../fixtures/inbox-data";
import { loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";
import { bothScreens } from "../fixtures/screens";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Inbox header",
  component: InboxHeader,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: {
    siteTitle: "Scalewise Studio",
    session: OWNER,
    current: "leads",
    onSignOut: fn(),
    onSignOutEverywhere: fn(),
  },
} satisfies Meta<typeof InboxHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: Leads, Team and Audit, who is signed in, and signing out here or everywhere. */
export const Owner: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: "Inbox" }));
    await expect(nav.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/inbox",
      "/inbox/team",
      "/inbox/audit",
      "/inbox/account",
    ]);
    await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText(OWNER.user.email).parentElement).toHaveTextContent(
      `Signed in as ${OWNER.user.email}`,
    );
    await expect(canvas.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Signing out here, or everywhere: each its own button. The picture is Owner's. */
export const SignsOut: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Sign out everywhere" }));
    await expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1);
  },
};

/** A member: the leads and their own account only. */
export const Member: Story = {
  args: { session: MEMBER },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Inbox" }));
    await expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Leads",
      "Account",
    ]);
  },
};

/** Nobody signed in: the name only. */
export const SignedOut: Story = {
  args: { session: null, current: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toHaveTextContent("Scalewise Studio Inbox");
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
