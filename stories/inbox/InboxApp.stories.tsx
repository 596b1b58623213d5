import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { InboxApp } from "../../src/inbox/InboxApp";
import { memoryDevicePasskeys } from "../../src/inbox/device-passkeys";
import { memoryHistory } from "../../src/inbox/history";
import { LINK_SENT_TEXT } from "../../src/inbox/SignInView";
import { MEMBER, OWNER, OWNER_WITHOUT_PASSKEY } from "../fixtures/inbox-data";
import { inboxOf, loadInboxApp, writes, type InboxScenario } from "../fixtures/inbox-server";
import { placeholderInbox } from "../fixtures/inbox-story";
import { framedInDocs } from "../fixtures/docs";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Inbox app",
  component: InboxApp,
  loaders: [loadInboxApp],
  parameters: framedInDocs,
  argTypes: {
    client: { control: false },
    passkeys: { control: false },
    history: { control: false },
    device: { control: false },
  },
  args: { ...placeholderInbox, history: memoryHistory("/inbox"), device: memoryDevicePasskeys() },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxApp
        {...args}
        client={inbox.client}
        passkeys={inbox.passkeys}
        device={inbox.device}
        history={inbox.history}
        saveFile={inbox.saveFile}
      />
    );
  },
} satisfies Meta<typeof InboxApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const h1 = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole("heading", { level: 1, name });

/** Nobody signed in: the passkey first, the emailed link for a device without one. */
export const SignedOut: Story = {
  parameters: { ...bothScreens, inbox: { session: null } },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "Sign in to the inbox");
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Your email address/ })).toBeRequired();
    await expect(canvas.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
    // Signed out, the header names the inbox and offers nothing else.
    await expect(canvas.queryByRole("navigation", { name: "Inbox" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Sign in · Inbox · Scalewise Studio"));
  },
};

/** The address sent: the same answer whether or not it has an account. */
export const LinkSent: Story = {
  parameters: { inbox: { session: null } },
  args: { signIn: { start: { sentTo: OWNER.user.email } } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Sign in to the inbox");
    const sent = await within(canvasElement).findByRole("status");
    await expect(sent).toHaveTextContent(`Check ${OWNER.user.email}`);
    await expect(sent).toHaveTextContent(LINK_SENT_TEXT);
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** An address typed and sent: the notice takes focus. The picture is LinkSent's. */
export const SendsLink: Story = {
  parameters: { ...noImage, inbox: { session: null } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Sign in to the inbox");
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole("textbox", { name: /Your email address/ }),
      "niamh@scalewise.studio",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Email me a sign-in link" }));
    const sent = await canvas.findByRole("status");
    await expect(sent).toHaveTextContent(LINK_SENT_TEXT);
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(writes(inboxOf(loaded))).toEqual(["POST /api/inbox/sign-in/email"]);
  },
};

/** Signing in with a passkey: the browser's prompt, then the leads, with focus on their heading. */
export const SignInWithPasskey: Story = {
  parameters: { ...noImage, inbox: { session: null } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Sign in to the inbox");
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Sign in with a passkey" }),
    );
    const leads = await h1(canvasElement, "Leads");
    await waitFor(() => expect(leads).toHaveFocus());
    await expect(writes(inboxOf(loaded))).toEqual([
      "POST /api/inbox/sign-in/passkey/options",
      "POST /api/inbox/sign-in/passkey",
    ]);
  },
};

/** While the session is read. */
export const Loading: Story = {
  parameters: { inbox: { answers: { "GET /api/inbox/session": "pending" } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Opening the inbox…",
    );
  },
};

/** The server cannot be reached (or fails): our words and a button to try again. */
export const ServerUnreachable: Story = {
  parameters: { inbox: { answers: { "GET /api/inbox/session": "offline" } } },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "The inbox cannot connect");
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("The inbox's server cannot be reached");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Try again, once the server answers, opens the inbox. */
export const RetryAfterUnreachable: Story = {
  parameters: {
    ...noImage,
    inbox: { answers: { "GET /api/inbox/session": { status: 503, once: true } } },
  },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "The inbox cannot connect");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await h1(canvasElement, "Leads");
  },
};

/** Signed in: the header (who, navigation, signing out) over the leads. */
export const SignedIn: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "Leads");
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: "Inbox" }));
    await expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Leads",
      "Team",
      "Audit",
      "Account",
    ]);
    await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText(OWNER.user.email)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
    await canvas.findAllByRole("link", { name: "Ciaran Walsh" });
  },
};

/** A member sees the leads only: the team and the audit trail are the owner's. */
export const SignedInAsMember: Story = {
  parameters: { ...noImage, inbox: { session: MEMBER } },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "Leads");
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Inbox" }));
    await expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Leads",
      "Account",
    ]);
  },
};

/** The views are places: a link moves there without a reload, focus goes to the new heading, and back returns. */
export const Navigation: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const { history } = inboxOf(loaded);
    await h1(canvasElement, "Leads");
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "Ciaran Walsh" }));
    const lead = await h1(canvasElement, "Ciaran Walsh");
    await waitFor(() => expect(lead).toHaveFocus());
    await expect(history.href()).toBe("/inbox/lead/ld-1042");
    await userEvent.click(canvas.getByRole("link", { name: "Team" }));
    await waitFor(async () => expect(await h1(canvasElement, "Team")).toHaveFocus());
    history.back();
    await h1(canvasElement, "Ciaran Walsh");
    await expect(history.entries()).toEqual(["/inbox", "/inbox/lead/ld-1042"]);
  },
};

/** The session ends while the new leads are open. */
const ENDED_ON_NEW_LEADS: InboxScenario = {
  path: "/inbox?status=new",
  answers: {
    "GET /api/inbox/leads": { status: 401, body: { error: "Not signed in" }, once: true },
  },
};

/**
 * Any 401 while signed in (an idle session, or signed out on another device): sign-in comes back
 * in place, saying why, and the address stays where the owner was.
 */
export const SessionExpired: Story = {
  parameters: { inbox: ENDED_ON_NEW_LEADS },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Sign in to the inbox");
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Your session has ended. Sign in again.",
    );
    await expect(inboxOf(loaded).history.href()).toBe("/inbox?status=new");
  },
};

/** Signing in again returns to the view the session ended on, its filter kept. */
export const SignInAgain: Story = {
  parameters: { ...noImage, inbox: ENDED_ON_NEW_LEADS },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "Sign in to the inbox");
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Sign in with a passkey" }),
    );
    await h1(canvasElement, "Leads");
    const status = within(
      await within(canvasElement).findByRole("navigation", { name: "Leads by status" }),
    );
    await expect(status.getByRole("link", { current: "page" })).toHaveTextContent(/^New/);
  },
};

/** Signed out: sign-in again, saying so. */
export const SignedOutNotice: Story = {
  parameters: { inbox: { session: null } },
  args: { signIn: { reason: "signed-out" } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Sign in to the inbox");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "You have signed out.",
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Sign out ends this session, and says so. The picture is SignedOutNotice's. */
export const SignsOut: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Leads");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Sign out" }));
    const heading = await h1(canvasElement, "Sign in to the inbox");
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "You have signed out.",
    );
    await expect(writes(inboxOf(loaded))).toEqual(["POST /api/inbox/sign-out"]);
  },
};

/** Sign out everywhere ends every session of the account. */
export const SignOutEverywhere: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Leads");
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Sign out everywhere" }),
    );
    await within(canvasElement).findByText("You have signed out on every device.");
    await expect(writes(inboxOf(loaded))).toEqual(["POST /api/inbox/sign-out/everywhere"]);
  },
};

/** Signed in with an emailed link and no passkey yet: the inbox offers one. */
export const PasskeyOffered: Story = {
  parameters: { inbox: { session: OWNER_WITHOUT_PASSKEY } },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "Leads");
    const offer = within(
      within(canvasElement).getByRole("complementary", { name: "Add a passkey" }),
    );
    await expect(offer.getByText(/You have no passkey yet/)).toBeVisible();
    await expect(offer.getByRole("button", { name: "Add a passkey" })).toBeVisible();
  },
};

/**
 * Signed in by link on a device that holds none of the account's passkeys (it has them on other
 * devices): the offer is to add one here.
 */
export const PasskeyOfferedOnThisDevice: Story = {
  parameters: { inbox: { session: OWNER, deviceHolds: [] } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Leads");
    const offer = within(
      await within(canvasElement).findByRole("complementary", { name: "Add a passkey" }),
    );
    await expect(offer.getByText(/This device has no passkey of yours/)).toBeVisible();
    await expect(offer.getByRole("button", { name: "Add a passkey on this device" })).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The offer taken: added on this device, and the offer goes. The picture is PasskeyAdded's. */
export const AddedOnThisDevice: Story = {
  parameters: { ...noImage, inbox: { session: OWNER, deviceHolds: [] } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Leads");
    const offer = within(
      await within(canvasElement).findByRole("complementary", { name: "Add a passkey" }),
    );
    await userEvent.click(offer.getByRole("button", { name: "Add a passkey on this device" }));
    await expect(await within(canvasElement).findByText("Passkey added")).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole("complementary", { name: "Add a passkey" }),
      ).not.toBeInTheDocument(),
    );
    await expect(writes(inboxOf(loaded))).toEqual([
      "POST /api/inbox/passkeys/options",
      "POST /api/inbox/passkeys",
    ]);
  },
};

/** Added: the offer gone, and the inbox says the next sign-in needs no email. */
export const PasskeyAdded: Story = {
  parameters: { inbox: { session: { ...OWNER_WITHOUT_PASSKEY, passkeys: 1 } } },
  args: { initialPasskeyAdded: true },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Leads");
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Passkey added")).toBeVisible();
    await expect(
      canvas.queryByRole("complementary", { name: "Add a passkey" }),
    ).not.toBeInTheDocument();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The offer taken: the notice takes focus, and the offer goes. The picture is PasskeyAdded's. */
export const AddsPasskey: Story = {
  parameters: { ...noImage, inbox: { session: OWNER_WITHOUT_PASSKEY } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Leads");
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add a passkey" }));
    const added = await canvas.findByText("Passkey added");
    await waitFor(() => expect(added.closest("[role=status]")).toHaveFocus());
    await expect(
      canvas.queryByRole("complementary", { name: "Add a passkey" }),
    ).not.toBeInTheDocument();
    await expect(writes(inboxOf(loaded))).toEqual([
      "POST /api/inbox/passkeys/options",
      "POST /api/inbox/passkeys",
    ]);
  },
};

/** An emailed link's page in the inbox: the press signs in and opens the leads in its place. */
export const SignInLink: Story = {
  parameters: { ...noImage, inbox: { session: null, path: "/inbox/link?t=link-token" } },
  play: async ({ canvasElement, loaded }) => {
    await h1(canvasElement, "Sign in to the inbox");
    const inbox = inboxOf(loaded);
    // Opening the link signs nobody in: only the button does.
    await expect(writes(inbox)).toEqual([]);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Sign in" }));
    await h1(canvasElement, "Leads");
    await expect(inbox.history.entries()).toEqual(["/inbox"]);
    await expect(inbox.requests.find((request) => request.method === "POST")?.body).toEqual({
      token: "link-token",
    });
  },
};

/** An address the inbox does not know. */
export const NotFound: Story = {
  parameters: { inbox: { path: "/inbox/nowhere" } },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, "There is nothing here");
    await expect(
      within(canvasElement).getByRole("link", { name: "Go to the leads" }),
    ).toHaveAttribute("href", "/inbox");
  },
};
