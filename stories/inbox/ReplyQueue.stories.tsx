import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ReplyQueue } from "../../src/inbox/ReplyQueue";
import type { LeadSummary } from "../../src/lib/inbox/api";
import { STORY_NOW } from "../fixtures/inbox-data";
import { loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";
import { bothScreens } from "../fixtures/screens";

const enquiry = (
  lead: Partial<LeadSummary> & Pick<LeadSummary, "id" | "receivedAt" | "dueAt">,
) => ({
  form: "contact" as const,
  status: "new" as const,
  name: null,
  email: "someone@example.com",
  company: null,
  excerpt: null,
  failed: 0,
  firstReplyAt: null,
  ...lead,
});

const leads: LeadSummary[] = [
  enquiry({
    id: "ld-1030",
    receivedAt: "2026-03-10T15:00:00.000Z",
    dueAt: "2026-03-11T15:00:00.000Z",
    name: "Fiona Doyle",
    email: "fiona@doyledental.ie",
    excerpt: "Our booking system double-books every Monday.",
  }),
  enquiry({
    id: "ld-1031",
    receivedAt: "2026-03-11T12:30:00.000Z",
    dueAt: "2026-03-12T12:30:00.000Z",
    form: "strategy-call",
    email: "rhys@evanscycles.co.uk",
  }),
];

const meta = {
  title: "Inbox/Reply queue",
  component: ReplyQueue,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: { leads, asOf: STORY_NOW },
} satisfies Meta<typeof ReplyQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Oldest first: who (a lead without a name by its address), what they asked for, its age and
 * arrival, and its reply: overdue or due, in words, over its due time (UK time).
 */
export const Rows: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doyle = canvas.getByRole("link", { name: "Fiona Doyle" }).closest("li");
    await expect(doyle).toHaveTextContent("fiona@doyledental.ie");
    await expect(doyle).toHaveTextContent("Received 1 day 19 h ago");
    await expect(doyle).toHaveTextContent("Overdue by 19 h 15 min");
    await expect(doyle).toHaveTextContent("Reply due 11 Mar 2026, 15:00");
    const evans = canvas.getByRole("link", { name: "rhys@evanscycles.co.uk" }).closest("li");
    await expect(evans).toHaveTextContent("Strategy call request");
    await expect(evans).toHaveTextContent("Due in 2 h 15 min");
  },
};
