import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { InboxLink } from "../../src/inbox/InboxLink";
import { inboxOf, loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Inbox link",
  component: InboxLink,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: { href: "/inbox/team", children: "The team", variant: "underline" },
} satisfies Meta<typeof InboxLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain link in the page, with its real address. */
export const Link: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "The team" })).toHaveAttribute(
      "href",
      "/inbox/team",
    );
  },
};

/** A click moves the inbox's history instead of loading a page. */
export const Follows: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const { history } = inboxOf(loaded);
    await userEvent.click(within(canvasElement).getByRole("link", { name: "The team" }));
    await expect(history.entries()).toEqual(["/inbox", "/inbox/team"]);
  },
};

/** Enter follows it too, as it does every link. */
export const Keyboard: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole("link", { name: "The team" });
    link.focus();
    await userEvent.keyboard("{Enter}");
    await expect(inboxOf(loaded).history.href()).toBe("/inbox/team");
  },
};
