import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LINK_SENT_TEXT, SignInView } from "../../src/inbox/SignInView";
import { inboxOf, PROMPT_CLOSED, refusedPress, writes } from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Sign-in view",
  component: SignInView,
  ...inboxViewMeta,
  parameters: { ...inboxViewMeta.parameters, inbox: { session: null } },
  args: { ...placeholderInbox, onSignedIn: fn() },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <SignInView {...args} client={inbox.client} passkeys={inbox.passkeys} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

const passkeyButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: "Sign in with a passkey" });

const sendLink = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: /Your email address/ }), email);
  await userEvent.click(canvas.getByRole("button", { name: "Email me a sign-in link" }));
  return canvas;
};

/** Signed out: a passkey (no address asked), or a link by email. */
export const SignedOut: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Sign in to the inbox",
    );
    await expect(passkeyButton(canvasElement)).toBeVisible();
    const email = canvas.getByRole("textbox", { name: /Your email address/ });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(canvas.getByRole("form", { name: "Email me a sign-in link" })).toContainElement(
      email,
    );
  },
};

/** The passkey prompt is open: the page says what the browser is waiting for. */
export const PasskeyPrompt: Story = {
  parameters: { inbox: { session: null, passkeys: "pending" } },
  args: { start: { passkey: { status: "busy" } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Waiting for your passkey")).toBeVisible();
    await expect(passkeyButton(canvasElement)).toHaveAttribute("aria-disabled", "true");
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The press opens the prompt; a second press asks nothing more. The picture is PasskeyPrompt's. */
export const PasskeyPromptOpens: Story = {
  parameters: { ...noImage, inbox: { session: null, passkeys: "pending" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(passkeyButton(canvasElement));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Waiting for your passkey")).toBeVisible();
    await expect(passkeyButton(canvasElement)).toHaveAttribute("aria-disabled", "true");
    // A second press while the prompt is open asks nothing more of the server.
    await userEvent.click(passkeyButton(canvasElement));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Signed in with the passkey: the server's challenge, the browser's answer, then the check. */
export const PasskeySignIn: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args, loaded }) => {
    await userEvent.click(passkeyButton(canvasElement));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    const inbox = inboxOf(loaded);
    await expect(writes(inbox)).toEqual([
      "POST /api/inbox/sign-in/passkey/options",
      "POST /api/inbox/sign-in/passkey",
    ]);
    await expect(inbox.requests[1].body).toMatchObject({ response: { id: "cGFzc2tleQ" } });
  },
};

/** The prompt was closed: nothing is wrong, and the button is there to try again. */
export const PasskeyCancelled: Story = {
  args: { start: { passkey: PROMPT_CLOSED } },
  play: async ({ canvasElement, loaded }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("The passkey prompt was closed");
    await expect(passkeyButton(canvasElement)).not.toHaveAttribute("aria-disabled");
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The prompt closed after the press: said, nobody signed in. The picture is PasskeyCancelled's. */
export const PasskeyPromptClosed: Story = {
  parameters: { ...noImage, inbox: { session: null, passkeys: "cancelled" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(passkeyButton(canvasElement));
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("The passkey prompt was closed");
    await expect(passkeyButton(canvasElement)).not.toHaveAttribute("aria-disabled");
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The server refused the passkey: its own words. */
export const PasskeyRefused: Story = {
  parameters: {
    ...noImage,
    inbox: {
      session: null,
      answers: {
        "POST /api/inbox/sign-in/passkey": {
          status: 400,
          body: {
            error: "This passkey is not known here",
            hint: "Use another, or email yourself a link.",
          },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(passkeyButton(canvasElement));
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("This passkey is not known here");
    await expect(alert).toHaveTextContent("Use another, or email yourself a link.");
  },
};

/** The link is on its way, in words that are the same whether or not the address has an account. */
export const LinkSent: Story = {
  args: { start: { sentTo: "niamh@scalewise.studio" } },
  play: async ({ canvasElement, loaded }) => {
    const sent = within(canvasElement).getByRole("status");
    await expect(sent).toHaveTextContent("Check niamh@scalewise.studio");
    await expect(sent).toHaveTextContent(LINK_SENT_TEXT);
    await expect(
      within(canvasElement).getByRole("button", { name: "Use another address" }),
    ).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/**
 * Sent: the address posted, and the notice takes focus from the button it replaces. The picture
 * is LinkSent's.
 */
export const SendsLink: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const canvas = await sendLink(canvasElement, "niamh@scalewise.studio");
    const sent = await canvas.findByRole("status");
    await expect(sent).toHaveTextContent("Check niamh@scalewise.studio");
    await expect(sent).toHaveTextContent(LINK_SENT_TEXT);
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(inboxOf(loaded).requests).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/inbox/sign-in/email",
        body: { email: "niamh@scalewise.studio" },
      }),
    ]);
  },
};

/** "Use another address" brings the form back, focused on the address. */
export const UseAnotherAddress: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = await sendLink(canvasElement, "niamh@scalewise.studio");
    await userEvent.click(await canvas.findByRole("button", { name: "Use another address" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /Your email address/ })).toHaveFocus(),
    );
  },
};

/** The server's refusal of one link too many. */
const TOO_MANY_LINKS = {
  error: "Too many sign-in links asked for",
  hint: "Wait a few minutes, then ask again.",
};

/** Too many links asked for: the server's words, and the form stays. */
export const LinkRefused: Story = {
  args: {
    start: {
      email: "niamh@scalewise.studio",
      link: refusedPress(429, TOO_MANY_LINKS),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Too many sign-in links asked for");
    await expect(alert).toHaveTextContent("Wait a few minutes, then ask again.");
    await expect(canvas.getByRole("textbox", { name: /Your email address/ })).toHaveValue(
      "niamh@scalewise.studio",
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Refused after the press: the server's words, the form kept. The picture is LinkRefused's. */
export const LinkRefusedOnSend: Story = {
  parameters: {
    ...noImage,
    inbox: {
      session: null,
      answers: {
        "POST /api/inbox/sign-in/email": {
          status: 429,
          body: TOO_MANY_LINKS,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendLink(canvasElement, "niamh@scalewise.studio");
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Too many sign-in links asked for");
    await expect(alert).toHaveTextContent("Wait a few minutes, then ask again.");
    await expect(canvas.getByRole("textbox", { name: /Your email address/ })).toHaveValue(
      "niamh@scalewise.studio",
    );
  },
};

/** After a session ended by itself: why sign-in is back. */
export const SessionEnded: Story = {
  args: { reason: "expired" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Your session has ended. Sign in again.",
    );
  },
};

/** A browser without WebAuthn: only the emailed link. */
export const NoPasskeys: Story = {
  parameters: { inbox: { session: null, passkeys: "unsupported" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
    await expect(canvas.getByText("This browser cannot use passkeys")).toBeVisible();
  },
};
