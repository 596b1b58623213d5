import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AuditView } from "../../src/inbox/AuditView";
import { inboxOf } from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";

const meta = {
  title: "Inbox/Audit view",
  component: AuditView,
  ...inboxViewMeta,
  args: { client: placeholderInbox.client, page: 1 },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <AuditView {...args} client={inbox.client} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof AuditView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole("table", { name: /^Audit trail/ });
  return within(table).getAllByRole("row").slice(1);
};

/** The newest entries: when, who, what, to what; a refused sign-in has nobody. */
export const Audit: Story = {
  play: async ({ canvasElement }) => {
    const entries = await rows(canvasElement);
    await expect(entries).toHaveLength(10);
    await expect(entries[0]).toHaveTextContent(
      "12 Mar 2026, 09:58niamh@scalewise.studioViewed a leadld-1042",
    );
    await expect(entries[2]).toHaveTextContent(/Nobody signed in.*Sign-in refused/);
    await expect(
      within(canvasElement).getByRole("table", { name: /^Audit trail/ }),
    ).toHaveAccessibleName("Audit trail, 12 entries, page 1");
    await expect(
      within(canvasElement).getByRole("table", { name: /^Refused sign-ins/ }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole("link", { name: /Next page/ })).toHaveAttribute(
      "href",
      "/inbox/audit?page=2",
    );
  },
};

/** An older page, from the address. */
export const OlderPage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, loaded }) => {
    const entries = await rows(canvasElement);
    await expect(entries).toHaveLength(2);
    await expect(entries[1]).toHaveTextContent("Signed in");
    await expect(inboxOf(loaded).requests.at(-1)?.url).toBe("/api/inbox/audit?page=2");
    await expect(within(canvasElement).getByText("Page 2 of 2")).toBeVisible();
  },
};
