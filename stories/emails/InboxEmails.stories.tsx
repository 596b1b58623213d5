import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { INBOX_INVITE_PATH, INBOX_LINK_PATH } from "../../src/lib/inbox/api";
import { INVITE_DAYS, SIGN_IN_LINK_MINUTES } from "../../src/lib/inbox/limits";
import { inboxEmail } from "../../src/emails/messages";
import { LinkEmail } from "../../src/emails/LinkEmail";
import { messageStory, studio, type EmailCanvas } from "./email-preview";

// What a member of the owner's inbox is sent: an invitation to create a passkey, and the sign-in
// link asked for when no passkey is at hand. Each works once, for a while; our words only.

const INVITE = `${studio.siteUrl}${INBOX_INVITE_PATH}?t=one-time-token`;
const SIGN_IN = `${studio.siteUrl}${INBOX_LINK_PATH}?t=one-time-token`;
const LINK = { days: INVITE_DAYS, minutes: SIGN_IN_LINK_MINUTES };

const meta = {
  title: "Emails/Inbox",
  component: LinkEmail,
  parameters: { layout: "padded" },
} satisfies Meta<typeof LinkEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (
  message: ReturnType<typeof inboxEmail>,
  check: (body: EmailCanvas) => Promise<void>,
) =>
  messageStory<Story["args"]>(message, async (body) => {
    await check(body);
    await expect(body.queryByRole("link", { name: /unsubscribe/i })).not.toBeInTheDocument();
  }) satisfies Story;

/** An invitation: the button creates a passkey, and the link works once within seven days. */
export const Invitation = story(
  inboxEmail("invite", studio, { url: INVITE, ...LINK }),
  async (body) => {
    await expect(body.getByRole("link", { name: "Create my passkey" })).toHaveAttribute(
      "href",
      INVITE,
    );
    await expect(body.getByText(/works once, for 7 days/)).toBeVisible();
  },
);

/** A sign-in link, asked for on the sign-in page: once, within 15 minutes. */
export const SignInLink = story(
  inboxEmail("signIn", studio, { url: SIGN_IN, ...LINK }),
  async (body) => {
    await expect(body.getByRole("link", { name: "Sign me in" })).toHaveAttribute("href", SIGN_IN);
    await expect(body.getByText(/works once, for 15 minutes/)).toBeVisible();
  },
);
