import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AddPasskeyPrompt } from "../../src/inbox/AddPasskeyPrompt";
import { OWNER_WITHOUT_PASSKEY } from "../fixtures/inbox-data";
import { inboxOf, loadInbox, PROMPT_CLOSED, writes } from "../fixtures/inbox-server";
import { placeholderInbox } from "../fixtures/inbox-story";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Add passkey prompt",
  component: AddPasskeyPrompt,
  loaders: [loadInbox],
  parameters: { inbox: { session: OWNER_WITHOUT_PASSKEY } },
  argTypes: { client: { control: false }, passkeys: { control: false } },
  args: { ...placeholderInbox, onAdded: fn() },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return <AddPasskeyPrompt {...args} client={inbox.client} passkeys={inbox.passkeys} />;
  },
} satisfies Meta<typeof AddPasskeyPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const add = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole("button", { name: "Add a passkey" }));

/** Offered under the header to someone signed in without a passkey. */
export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const offer = within(canvasElement).getByRole("complementary", { name: "Add a passkey" });
    await expect(offer).toHaveTextContent(/You have no passkey yet/);
  },
};

/** The browser's prompt is open. */
export const Waiting: Story = {
  args: { start: { status: "busy" } },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(/Waiting for your passkey/)).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The press opens the browser's prompt. The picture is Waiting's. */
export const Opens: Story = {
  parameters: { ...noImage, inbox: { passkeys: "pending" } },
  play: async ({ canvasElement }) => {
    await add(canvasElement);
    await expect(await within(canvasElement).findByText(/Waiting for your passkey/)).toBeVisible();
  },
};

/** Created and stored for the signed-in account (no token: the session says whose). */
export const Added: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args, loaded }) => {
    await add(canvasElement);
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
    const inbox = inboxOf(loaded);
    await expect(writes(inbox)).toEqual([
      "POST /api/inbox/passkeys/options",
      "POST /api/inbox/passkeys",
    ]);
    await expect(inbox.requests[0].body).toEqual({});
  },
};

/** The prompt was closed: the offer stays. */
export const Cancelled: Story = {
  args: { start: PROMPT_CLOSED },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The passkey prompt was closed");
    await expect(canvas.getByRole("button", { name: "Add a passkey" })).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The prompt closed after the press: said, nothing added. The picture is Cancelled's. */
export const ClosedPrompt: Story = {
  parameters: { ...noImage, inbox: { passkeys: "cancelled" } },
  play: async ({ canvasElement, args }) => {
    await add(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "The passkey prompt was closed",
    );
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};
