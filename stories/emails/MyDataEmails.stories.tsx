import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { MY_DATA_ENDPOINT, MY_DATA_LINK_MINUTES } from "../../src/lib/leads/my-data";
import { myDataEmail } from "../../src/emails/messages";
import { LinkEmail } from "../../src/emails/LinkEmail";
import { messageStory, studio, type EmailCanvas } from "./email-preview";

// The answer to someone who asked for their data at /privacy/my-data: the signed link to it, or
// word that the site holds nothing under the address. Our words only: nothing a poster typed.

/** As the server signs it: the address and an expiry sealed in a token (src/server/link-token.ts). */
const LINK = {
  url: `${studio.siteUrl}${MY_DATA_ENDPOINT}?t=sealed-token`,
  minutes: MY_DATA_LINK_MINUTES,
};

const meta = {
  title: "Emails/Your data",
  component: LinkEmail,
  parameters: { layout: "padded" },
} satisfies Meta<typeof LinkEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (
  message: ReturnType<typeof myDataEmail>,
  check: (body: EmailCanvas) => Promise<void>,
) =>
  messageStory<Story["args"]>(message, async (body) => {
    await expect(message.subject).toBe(`Your data at ${studio.name}`);
    await check(body);
    // Asked for, not marketing: no unsubscribe link.
    await expect(body.queryByRole("link", { name: /unsubscribe/i })).not.toBeInTheDocument();
  }) satisfies Story;

/** An address the site holds data under: the link, how long it works, and what to do if unasked. */
export const WithLink = story(myDataEmail(studio, LINK), async (canvas) => {
  await expect(canvas.getByRole("link", { name: "See my data" })).toHaveAttribute("href", LINK.url);
  await expect(canvas.getByText(/works for 60 minutes, and only for this address/)).toBeVisible();
});

/** An address the site holds nothing under: said plainly, with no link to follow. */
export const NothingHeld = story(myDataEmail(studio, null), async (canvas) => {
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
    "We hold no data under this address",
  );
  await expect(canvas.queryByRole("link", { name: "See my data" })).not.toBeInTheDocument();
});
