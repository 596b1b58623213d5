import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LinkSignInView } from "../../src/inbox/LinkSignInView";
import { EXPIRED_TOKEN, inboxOf, LINK_SPENT, refusedPress, writes } from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Link sign-in view",
  component: LinkSignInView,
  ...inboxViewMeta,
  parameters: { ...inboxViewMeta.parameters, inbox: { session: null } },
  args: { client: placeholderInbox.client, token: "link-token", onSignedIn: fn() },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <LinkSignInView {...args} client={inbox.client} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof LinkSignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole("button", { name: "Sign in" }));

/** The link opened: one button, and nothing sent until it is pressed (mail scanners open links). */
export const Ready: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Sign in to the inbox",
    );
    await expect(within(canvasElement).getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(inboxOf(loaded).requests).toEqual([]);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The press sends the link's token once; signed in, the inbox takes over. */
export const SignedIn: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded, args }) => {
    await signIn(canvasElement);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    const inbox = inboxOf(loaded);
    await expect(writes(inbox)).toEqual(["POST /api/inbox/sign-in/link"]);
    await expect(inbox.requests[0].body).toEqual({ token: "link-token" });
  },
};

/** A link used already or past its 15 minutes: the server's words, and the way back. */
export const Expired: Story = {
  args: { token: EXPIRED_TOKEN, start: refusedPress(410, LINK_SPENT) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("This sign-in link has expired or was already used");
    await expect(within(alert).getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/inbox",
    );
    await expect(canvas.queryByRole("button", { name: "Sign in" })).toBeNull();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/**
 * The press finds the link spent: the server's words, focus on them, the way back. The picture
 * is Expired's.
 */
export const FoundExpired: Story = {
  parameters: noImage,
  args: { token: EXPIRED_TOKEN },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("This sign-in link has expired or was already used");
    await expect(alert).toHaveTextContent("A link works once, for 15 minutes.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(within(alert).getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/inbox",
    );
    await expect(canvas.queryByRole("button", { name: "Sign in" })).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A link whose address lost its token on the way (a mail client cut it). */
export const Incomplete: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "This sign-in link is incomplete",
    );
  },
};

/** The server out of reach: our words; the button stays to try again. */
export const Unreachable: Story = {
  parameters: { ...noImage, inbox: { answers: { "POST /api/inbox/sign-in/link": "offline" } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "The inbox's server cannot be reached",
    );
    await expect(within(canvasElement).getByRole("button", { name: "Sign in" })).toBeVisible();
  },
};
