import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { InviteView } from "../../src/inbox/InviteView";
import {
  EXPIRED_TOKEN,
  inboxOf,
  INVITATION_SPENT,
  PROMPT_CLOSED,
  refusedPress,
  writes,
} from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Invite view",
  component: InviteView,
  ...inboxViewMeta,
  parameters: { ...inboxViewMeta.parameters, inbox: { session: null } },
  args: { ...placeholderInbox, token: "invitation-token", onSignedIn: fn() },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <InviteView {...args} client={inbox.client} passkeys={inbox.passkeys} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof InviteView>;

export default meta;
type Story = StoryObj<typeof meta>;

const create = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole("button", { name: "Create your passkey" }));

/** An invitation opened: what a passkey is, and the one button that creates it. */
export const Invitation: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Join the inbox",
    );
    await expect(
      within(canvasElement).getByRole("button", { name: "Create your passkey" }),
    ).toBeVisible();
    await expect(inboxOf(loaded).requests).toEqual([]);
  },
};

/** The browser's prompt is open. */
export const CreatingPasskey: Story = {
  args: { start: { status: "busy" } },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText("Waiting for your passkey")).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The press opens the browser's prompt. The picture is CreatingPasskey's. */
export const Creates: Story = {
  parameters: { ...noImage, inbox: { session: null, passkeys: "pending" } },
  play: async ({ canvasElement }) => {
    await create(canvasElement);
    await expect(await within(canvasElement).findByText("Waiting for your passkey")).toBeVisible();
  },
};

/** Created: the options and the new passkey both go with the invitation's token, which signs in. */
export const Created: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded, args }) => {
    await create(canvasElement);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    const inbox = inboxOf(loaded);
    await expect(writes(inbox)).toEqual([
      "POST /api/inbox/passkeys/options",
      "POST /api/inbox/passkeys",
    ]);
    await expect(inbox.requests[0].body).toEqual({ token: "invitation-token" });
    await expect(inbox.requests[1].body).toMatchObject({
      token: "invitation-token",
      response: { id: "bmV3LWtleQ" },
    });
  },
};

/** The prompt was closed: the invitation still stands, and the button is there to try again. */
export const PasskeyCancelled: Story = {
  args: { start: PROMPT_CLOSED },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The passkey prompt was closed");
    await expect(canvas.getByRole("button", { name: "Create your passkey" })).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The prompt closed after the press: said, the button kept. The picture is PasskeyCancelled's. */
export const PromptClosed: Story = {
  parameters: { ...noImage, inbox: { session: null, passkeys: "cancelled" } },
  play: async ({ canvasElement, args }) => {
    await create(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "The passkey prompt was closed",
    );
    await expect(
      within(canvasElement).getByRole("button", { name: "Create your passkey" }),
    ).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** This device already holds a passkey for the account. */
export const PasskeyTaken: Story = {
  parameters: { ...noImage, inbox: { session: null, passkeys: "taken" } },
  play: async ({ canvasElement }) => {
    await create(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "This device already has a passkey for the inbox",
    );
  },
};

/** An invitation used or expired: the server's words, and no button. */
export const Expired: Story = {
  args: { token: EXPIRED_TOKEN, start: refusedPress(410, INVITATION_SPENT) },
  play: async ({ canvasElement, loaded }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("This invitation has expired or was already used");
    await expect(alert).toHaveTextContent("Ask the owner to invite you again");
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The press finds the invitation spent: the server's words. The picture is Expired's. */
export const FoundExpired: Story = {
  parameters: noImage,
  args: { token: EXPIRED_TOKEN },
  play: async ({ canvasElement }) => {
    await create(canvasElement);
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("This invitation has expired or was already used");
    await expect(alert).toHaveTextContent("Ask the owner to invite you again");
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
