import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LeadList } from "../../src/inbox/LeadList";
import type { LeadSummary } from "../../src/lib/inbox/api";
import { loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";
import { bothScreens } from "../fixtures/screens";

const leads: LeadSummary[] = [
  {
    id: "ld-1042",
    receivedAt: "2026-03-12T09:41:00.000Z",
    form: "contact",
    status: "new",
    name: "Ciaran Walsh",
    email: "ciaran@walshfurniture.ie",
    company: null,
    excerpt:
      "We take around 300 orders a week by phone and email, and retype each one into our stock system.",
    failed: 1,
    dueAt: null,
    firstReplyAt: null,
  },
  {
    id: "ld-1041",
    receivedAt: "2026-03-11T16:20:00.000Z",
    form: "consultation",
    status: "contacted",
    name: "Aoife Byrne",
    email: "aoife@byrneltd.co.uk",
    company: "Byrne Ltd",
    excerpt: "Looking to turn our booking spreadsheet into a SaaS product for other clinics.",
    failed: 0,
    dueAt: null,
    firstReplyAt: null,
  },
  {
    id: "ld-1040",
    receivedAt: "2026-03-11T08:12:00.000Z",
    form: "newsletter",
    status: "new",
    name: null,
    email: "tom.hughes@hughesbakery.co.uk",
    company: null,
    excerpt: null,
    failed: 2,
    dueAt: null,
    firstReplyAt: null,
  },
];

const meta = {
  title: "Inbox/Lead list",
  component: LeadList,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: { leads },
} satisfies Meta<typeof LeadList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rows under column headings on a wide screen, cards on a phone; a lead without a name is
 * named by its address.
 */
export const Rows: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(
      canvas.getByRole("link", { name: "tom.hughes@hughesbakery.co.uk" }),
    ).toHaveAttribute("href", "/inbox/lead/ld-1040");
    await expect(items[2]).toHaveTextContent("2 failed deliveries");
    await expect(items[1]).not.toHaveTextContent(/failed/);
    // Each filed under what it asked for, as the owner's alert names it.
    await expect(items[1]).toHaveTextContent("Consultation request");
    await expect(items[2]).toHaveTextContent("Newsletter sign-up");
    await expect(within(items[1]).getByText("11 Mar 2026, 16:20")).toHaveAttribute(
      "datetime",
      "2026-03-11T16:20:00.000Z",
    );
  },
};
