import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { TeamView } from "../../src/inbox/TeamView";
import type { Invitation } from "../../src/lib/inbox/api";
import { MEMBER, MEMBERS, OWNER, STORY_NOW } from "../fixtures/inbox-data";
import { inboxOf, writes } from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Team view",
  component: TeamView,
  ...inboxViewMeta,
  args: { client: placeholderInbox.client, session: OWNER },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <TeamView {...args} client={inbox.client} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = async (canvasElement: HTMLElement) => {
  const panel = within(within(canvasElement).getByRole("region", { name: "Members" }));
  await panel.findAllByRole("listitem");
  return panel;
};

/** Everyone who can sign in: role, passkeys, last sign-in; the owner cannot remove themselves. */
export const Team: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const panel = await members(canvasElement);
    const [you, conor, erin] = panel.getAllByRole("listitem");
    await expect(you).toHaveTextContent(`${OWNER.user.email} (you)`);
    await expect(you).toHaveTextContent("2 passkeys");
    await expect(within(you).queryByRole("button")).toBeNull();
    await expect(conor).toHaveTextContent("Member, invited 2 February 2026");
    await expect(conor).toHaveTextContent("Last signed in 11 Mar 2026, 13:40");
    await expect(erin).toHaveTextContent("No passkey yet");
    await expect(erin).toHaveTextContent("Never signed in");
    await expect(
      within(erin).getByRole("button", { name: "Remove erin@scalewise.studio" }),
    ).toBeVisible();
  },
};

/** Ruth, invited just now: the store's answer to the first invitation. */
const RUTH_INVITED: Invitation = {
  member: {
    id: "acc-1",
    email: "ruth@scalewise.studio",
    role: "member",
    invitedAt: STORY_NOW,
    passkeys: 0,
    lastSignInAt: null,
  },
  link: "https://www.scalewise.studio/inbox/invite?t=invitation-1",
  emailed: false,
};

/** Invited: the link is shown, and whether it was emailed (here email is not set up). */
export const Invited: Story = {
  parameters: { inbox: { members: [...MEMBERS, RUTH_INVITED.member] } },
  args: { start: { invitation: RUTH_INVITED } },
  play: async ({ canvasElement, loaded }) => {
    const panel = await members(canvasElement);
    const canvas = within(canvasElement);
    const notice = canvas.getByText("ruth@scalewise.studio is invited");
    await expect(notice.closest("[role=status]")).toHaveTextContent(/Email is not set up/);
    await expect(canvas.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
      RUTH_INVITED.link,
    );
    await expect(panel.getAllByRole("listitem")).toHaveLength(4);
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** An address typed and invited: the server's answer shown. The picture is Invited's. */
export const Invites: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    await members(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole("textbox", { name: /Their email address/ }),
      "ruth@scalewise.studio",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Send invitation" }));
    const notice = await canvas.findByText("ruth@scalewise.studio is invited");
    await expect(notice.closest("[role=status]")).toHaveTextContent(/Email is not set up/);
    await expect(canvas.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
      RUTH_INVITED.link,
    );
    await waitFor(async () =>
      expect((await members(canvasElement)).getAllByRole("listitem")).toHaveLength(4),
    );
    await expect(inboxOf(loaded).requests.find((r) => r.method === "POST")?.body).toEqual({
      email: "ruth@scalewise.studio",
    });
  },
};

const openRemove = async (canvasElement: HTMLElement) => {
  const panel = await members(canvasElement);
  await userEvent.click(panel.getByRole("button", { name: "Remove erin@scalewise.studio" }));
  return within(
    await within(canvasElement).findByRole("dialog", { name: "Remove erin@scalewise.studio?" }),
  );
};

const ERIN = MEMBERS[2];

/** Removing asks first, saying what it does. */
export const RemoveConfirmation: Story = {
  args: { start: { removing: ERIN } },
  play: async ({ canvasElement, loaded }) => {
    const dialog = within(
      await within(canvasElement).findByRole("dialog", { name: `Remove ${ERIN.email}?` }),
    );
    await expect(
      dialog.getByText(/their passkeys are deleted and every session they have ends/),
    ).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Remove pressed: the dialog asks first. The picture is RemoveConfirmation's. */
export const RemoveAsks: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openRemove(canvasElement);
    await expect(
      dialog.getByText(/their passkeys are deleted and every session they have ends/),
    ).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Removed: gone from the list, and focus on the notice that says so. */
export const Removed: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openRemove(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Remove" }));
    const notice = (
      await within(canvasElement).findByText("erin@scalewise.studio was removed")
    ).closest("[role=status]");
    await waitFor(() => expect(notice).toHaveFocus());
    await expect((await members(canvasElement)).getAllByRole("listitem")).toHaveLength(2);
    await expect(writes(inboxOf(loaded))).toEqual(["DELETE /api/inbox/members/acc-erin"]);
  },
};

/** A member, not the owner: the team is the owner's to manage, and nothing is asked of the server. */
export const MemberOnly: Story = {
  args: { session: MEMBER },
  parameters: { inbox: { session: MEMBER } },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Only the owner manages the team",
    );
    await expect(inboxOf(loaded).requests).toEqual([]);
  },
};
