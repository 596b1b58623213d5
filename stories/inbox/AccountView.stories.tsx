import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AccountView } from "../../src/inbox/AccountView";
import { memoryDevicePasskeys } from "../../src/inbox/device-passkeys";
import { OWNER, PASSKEYS } from "../fixtures/inbox-data";
import {
  ADDED_PASSKEY,
  inboxOf,
  LAST_PASSKEY_REFUSAL,
  refusedPress,
  writes,
} from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Account view",
  component: AccountView,
  ...inboxViewMeta,
  args: { ...placeholderInbox, device: memoryDevicePasskeys(), session: OWNER },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <AccountView
          {...args}
          client={inbox.client}
          passkeys={inbox.passkeys}
          device={inbox.device}
        />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof AccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) => {
  const panel = within(await within(canvasElement).findByRole("region", { name: "Passkeys" }));
  await panel.findAllByRole("listitem");
  return panel;
};

/** Two passkeys: each named, when added and last used; the one this device holds marked. */
export const SeveralPasskeys: Story = {
  play: async ({ canvasElement }) => {
    const panel = await rows(canvasElement);
    const [laptop, phone] = panel.getAllByRole("listitem");
    await expect(laptop).toHaveTextContent(/Work laptop\s*This device/);
    await expect(laptop).toHaveTextContent("Added 2 February 2026. Last used 12 Mar 2026, 08:55.");
    await expect(phone).toHaveTextContent("Passkey added 2026-02-20");
    await expect(phone).toHaveTextContent("Not used to sign in yet.");
    await expect(phone).not.toHaveTextContent("This device");
  },
};

/** One passkey only: the page says that the last cannot be removed. */
export const OnePasskey: Story = {
  parameters: { inbox: { passkeyList: PASSKEYS.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    const panel = await rows(canvasElement);
    await expect(panel.getAllByRole("listitem")).toHaveLength(1);
    await expect(panel.getByText(/Your last passkey cannot be removed/)).toBeVisible();
  },
};

/** Removing the last: the server refuses, and the dialog says why in its words. */
export const LastRefused: Story = {
  parameters: { inbox: { passkeyList: PASSKEYS.slice(0, 1) } },
  args: {
    start: {
      removing: PASSKEYS[0],
      remove: refusedPress(409, LAST_PASSKEY_REFUSAL),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await rows(canvasElement);
    const dialog = within(await within(document.body).findByRole("dialog"));
    await expect(dialog.getByText("Your last passkey cannot be removed")).toBeVisible();
    await expect(
      dialog.getByText("Add a passkey on another device first, then remove this one"),
    ).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Remove pressed on the last: the server refuses, in the dialog. The picture is LastRefused's. */
export const LastRefusedOnRemove: Story = {
  parameters: { ...noImage, inbox: { passkeyList: PASSKEYS.slice(0, 1) } },
  play: async ({ canvasElement, loaded }) => {
    const panel = await rows(canvasElement);
    await userEvent.click(panel.getByRole("button", { name: "Remove Work laptop" }));
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Remove" }));
    await expect(await dialog.findByText("Your last passkey cannot be removed")).toBeVisible();
    await expect(
      dialog.getByText("Add a passkey on another device first, then remove this one"),
    ).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual(["DELETE /api/inbox/passkeys/cGFzc2tleQ"]);
  },
};

/** Removing another device's passkey: asked first, then gone from the list. */
export const Removed: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const panel = await rows(canvasElement);
    await userEvent.click(panel.getByRole("button", { name: "Remove Passkey added 2026-02-20" }));
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Remove" }));
    await expect(
      await within(canvasElement).findByText(
        "Passkey added 2026-02-20 removed: it no longer signs in.",
      ),
    ).toBeVisible();
    await waitFor(() => expect(panel.getAllByRole("listitem")).toHaveLength(1));
  },
};

/** Renamed in place. */
export const Renamed: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const panel = await rows(canvasElement);
    await userEvent.click(panel.getByRole("button", { name: "Rename Passkey added 2026-02-20" }));
    const name = panel.getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Phone");
    await userEvent.click(panel.getByRole("button", { name: "Save" }));
    await expect(await within(canvasElement).findByText("Passkey renamed.")).toBeVisible();
    await expect(panel.getAllByRole("listitem")[1]).toHaveTextContent(/^Phone/);
  },
};

/** A passkey added on this device: stored, listed, and marked as this device's. */
export const AddedHere: Story = {
  parameters: {
    inbox: { passkeyList: [...PASSKEYS.slice(1), ADDED_PASSKEY], deviceHolds: [ADDED_PASSKEY.id] },
  },
  args: { start: { said: "Passkey added on this device." } },
  play: async ({ canvasElement, loaded }) => {
    const panel = await rows(canvasElement);
    await expect(within(canvasElement).getByText("Passkey added on this device.")).toBeVisible();
    await expect(panel.getAllByRole("listitem")[1]).toHaveTextContent(
      new RegExp(`^${ADDED_PASSKEY.name}\\s*This device`),
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Add pressed: the passkey created and stored, and said. The picture is AddedHere's. */
export const AddsHere: Story = {
  parameters: { ...noImage, inbox: { passkeyList: PASSKEYS.slice(1) } },
  play: async ({ canvasElement, loaded }) => {
    await rows(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Add a passkey on this device" }),
    );
    await expect(
      await within(canvasElement).findByText("Passkey added on this device."),
    ).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([
      "POST /api/inbox/passkeys/options",
      "POST /api/inbox/passkeys",
    ]);
  },
};
