import { Box } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LeadReply } from "../../src/inbox/LeadReply";
import { BYRNE, OWNER, STORY_NOW, WALSH } from "../fixtures/inbox-data";
import { inboxOf, loadInbox, refusedPress, writes } from "../fixtures/inbox-server";
import { placeholderInbox } from "../fixtures/inbox-story";
import { framedInDocs } from "../fixtures/docs";
import { FIRST_REPLIES } from "../fixtures/reply-desk";
import { noImage } from "../fixtures/screens";

// A lead's reply box (docs/inbox.md, "Replying"): a reply by email from the studio's address,
// threaded with the confirmation the visitor has, or the member's own mail app or phone and
// "Mark as answered".

const REPLY = `/api/inbox/leads/${WALSH.id}/reply`;

const meta = {
  title: "Inbox/Lead reply",
  component: LeadReply,
  loaders: [loadInbox],
  parameters: framedInDocs,
  argTypes: { client: { control: false } },
  args: { client: placeholderInbox.client, lead: WALSH, onAnswered: fn(async () => undefined) },
  render: (args, { loaded }) => (
    <Box p="6" maxW="xl">
      <LeadReply {...args} client={inboxOf(loaded).client} />
    </Box>
  ),
} satisfies Meta<typeof LeadReply>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("form", { name: "Reply by email" }));

const write = async (canvasElement: HTMLElement, text: string) => {
  const reply = await form(canvasElement);
  await userEvent.type(reply.getByRole("textbox", { name: "Message" }), text);
  await userEvent.click(reply.getByRole("button", { name: "Send reply" }));
  return reply;
};

/**
 * Not answered yet: the subject answers our confirmation ("Re: …"), the message is empty, and the
 * address and phone are links for the member's own mail app and phone.
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const reply = await form(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Not answered yet.")).toBeVisible();
    await expect(reply.getByRole("textbox", { name: "Subject" })).toHaveValue(
      "Re: We've received your message",
    );
    await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(reply.getByText(/joins the thread of the confirmation/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Write from your mail app" })).toHaveAttribute(
      "href",
      "mailto:ciaran@walshfurniture.ie?subject=Re%3A%20We've%20received%20your%20message",
    );
    await expect(canvas.getByRole("link", { name: "Call +353 1 555 0142" })).toHaveAttribute(
      "href",
      "tel:+35315550142",
    );
  },
};

/** An empty reply is refused in place, and nothing is sent. */
export const EmptyRefused: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const reply = await form(canvasElement);
    await userEvent.click(reply.getByRole("button", { name: "Send reply" }));
    await expect(await reply.findByText("Write the reply first")).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** On its way: the button says so and takes no second press. */
export const Sending: Story = {
  args: { start: { text: "Hello Ciaran", send: { status: "busy" } } },
  play: async ({ canvasElement, loaded }) => {
    const reply = await form(canvasElement);
    await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue("Hello Ciaran");
    await expect(reply.getByRole("button", { name: "Sending…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Sent, then pressed again while on its way: one request only. The picture is Sending's. */
export const SendPressedTwice: Story = {
  parameters: { ...noImage, inbox: { answers: { [`POST ${REPLY}`]: "pending" } } },
  play: async ({ canvasElement, loaded }) => {
    const reply = await write(canvasElement, "Hello Ciaran");
    const button = await reply.findByRole("button", { name: "Sending…" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(writes(inboxOf(loaded))).toEqual([`POST ${REPLY}`]);
  },
};

/** Sent: said, the box empty, and when the lead was first answered. */
export const Sent: Story = {
  parameters: { inbox: { firstReplies: { ...FIRST_REPLIES, [WALSH.id]: STORY_NOW } } },
  args: { start: { said: `Reply sent to ${WALSH.record.email}.` } },
  play: async ({ canvasElement, loaded }) => {
    const reply = await form(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Reply sent to ciaran@walshfurniture.ie.")).toBeVisible();
    await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(canvas.getByText(/First answered/)).toHaveTextContent(
      "First answered 12 Mar 2026, 10:15.",
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/**
 * Written and sent: the box empties, the lead is read again and shows when it was first
 * answered. The picture is Sent's.
 */
export const Sends: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded, args }) => {
    const reply = await write(canvasElement, "Hello Ciaran,\n\nYes, we can.");
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Reply sent to ciaran@walshfurniture.ie.")).toBeVisible();
    await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(await canvas.findByText(/First answered/)).toHaveTextContent(
      "First answered 12 Mar 2026, 10:15.",
    );
    await waitFor(() => expect(args.onAnswered).toHaveBeenCalled());
    const inbox = inboxOf(loaded);
    const sent = inbox.requests.find((request) => request.method === "POST");
    await expect(sent?.body).toEqual({
      subject: "Re: We've received your message",
      text: "Hello Ciaran,\n\nYes, we can.",
    });
    await expect(sent?.csrf).toBe(OWNER.csrfToken);
  },
};

/** The server's refusal while the last reply is still being sent. */
const STILL_SENDING = {
  error: "The last reply is still being sent",
  hint: "Wait until the lead's deliveries show it delivered or failed, then send another",
};

/** Refused (the last reply still being sent): the server's words, and the text kept. */
export const Failed: Story = {
  args: {
    start: {
      text: "Hello again",
      send: refusedPress(409, STILL_SENDING),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const reply = await form(canvasElement);
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The last reply is still being sent",
    );
    await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue("Hello again");
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Sent and refused: the server's words, and the text kept. The picture is Failed's. */
export const RefusedOnSend: Story = {
  parameters: {
    ...noImage,
    inbox: { answers: { [`POST ${REPLY}`]: { status: 409, body: STILL_SENDING } } },
  },
  play: async ({ canvasElement }) => {
    const reply = await write(canvasElement, "Hello again");
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The last reply is still being sent",
    );
    await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue("Hello again");
  },
};

/** No address to write to: no form, why not, and "Mark as answered" still there. */
export const NoAddress: Story = {
  parameters: { inbox: { replyBlocked: "no-address" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No reply can be sent from here")).toBeVisible();
    await expect(
      canvas.getByText("This lead has no address an email can be sent to."),
    ).toBeVisible();
    await expect(canvas.queryByRole("form", { name: "Reply by email" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Mark as answered" })).toBeVisible();
  },
};

/** Answered by phone: marked so, with when, and no email sent. */
export const MarkedAnswered: Story = {
  args: { lead: BYRNE, start: { said: "Marked as answered." } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await expect(canvas.getByText("Marked as answered.")).toBeVisible();
    await expect(canvas.getByText(/First answered/)).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /^Call/ })).not.toBeInTheDocument();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Mark as answered pressed: said, and no email sent. The picture is MarkedAnswered's. */
export const MarksAnswered: Story = {
  parameters: noImage,
  args: { lead: BYRNE },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await expect(canvas.queryByRole("link", { name: /^Call/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Mark as answered" }));
    await expect(await canvas.findByText("Marked as answered.")).toBeVisible();
    await expect(await canvas.findByText(/First answered/)).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([`POST /api/inbox/leads/${BYRNE.id}/answered`]);
  },
};
