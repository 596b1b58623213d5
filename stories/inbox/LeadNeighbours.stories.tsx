import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LeadNeighbours } from "../../src/inbox/LeadNeighbours";
import { inboxLeadPath } from "../../src/lib/inbox/api";
import { LEADS } from "../fixtures/inbox-data";
import { inboxOf } from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";

const ALL = "?queue=all";
const [first, second, third] = LEADS;
if (!first || !second || !third) throw new Error("The inbox fixtures have three leads or more");

const meta = {
  title: "Inbox/Lead neighbours",
  component: LeadNeighbours,
  ...inboxViewMeta,
  args: { client: placeholderInbox.client, id: second.id, search: ALL },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <LeadNeighbours {...args} client={inbox.client} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof LeadNeighbours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead inside its list: the one before and the one after, each keeping the list's query. */
export const BetweenTwo: Story = {
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole("navigation", {
      name: "Leads in this list",
    });
    await expect(within(nav).getByRole("link", { name: "Previous lead" })).toHaveAttribute(
      "href",
      `${inboxLeadPath(first.id)}${ALL}`,
    );
    await expect(within(nav).getByRole("link", { name: "Next lead" })).toHaveAttribute(
      "href",
      `${inboxLeadPath(third.id)}${ALL}`,
    );
  },
};

/** The newest lead: nothing before it, so "Previous lead" is words, not a link. */
export const First: Story = {
  args: { id: first.id },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole("navigation", {
      name: "Leads in this list",
    });
    await expect(within(nav).queryByRole("link", { name: "Previous lead" })).toBeNull();
    await expect(within(nav).getByText("Previous lead")).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "Next lead" })).toHaveAttribute(
      "href",
      `${inboxLeadPath(second.id)}${ALL}`,
    );
  },
};

/**
 * A lead opened from the inbox's first screen, whose address names no queue: its neighbours are
 * asked for in Needs a reply, the list it was opened from.
 */
export const FromNeedsAReply: Story = {
  args: { search: "" },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByRole("navigation", { name: "Leads in this list" });
    const asked = inboxOf(loaded).requests.find((request) => request.url.includes("neighbours"));
    await expect(new URL(asked?.url ?? "", "http://inbox.invalid").searchParams.get("queue")).toBe(
      "reply",
    );
  },
};
