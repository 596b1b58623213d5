import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LeadView } from "../../src/inbox/LeadView";
import { exportFileName } from "../../src/inbox/PersonData";
import { CSRF_HEADER, type LeadDetail } from "../../src/lib/inbox/api";
import type { LeadStatus } from "../../src/lib/inbox/statuses";
import { BYRNE, HUGHES, LEADS, MEMBER, OWNER, STORY_NOW, WALSH } from "../fixtures/inbox-data";
import { inboxOf, writes } from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";
import { mobileScreen, noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Lead view",
  component: LeadView,
  ...inboxViewMeta,
  args: { client: placeholderInbox.client, id: WALSH.id, me: OWNER.user.id },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <LeadView {...args} client={inbox.client} saveFile={inbox.saveFile} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof LeadView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { level: 2, name: "What they sent" });
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(name);
  // The reply box reads its own draft: every image is taken once it has.
  await canvas.findByText(/^(Not answered yet|First answered)/);
  return canvas;
};

/** The fixtures' leads, Walsh's as the owner's press just now left it. */
const walshAfter = (changes: Partial<Pick<LeadDetail, "status" | "events" | "deliveries">>) =>
  LEADS.map((lead) => (lead.id === WALSH.id ? { ...lead, ...changes } : lead));

/** Walsh's lead changed to `to`, and the change in its history. */
const walshChangedTo = (to: LeadStatus): LeadDetail[] =>
  walshAfter({
    status: to,
    events: [{ type: "status", id: "ev-1", at: STORY_NOW, by: OWNER.user.email, from: "new", to }],
  });

/** Walsh's lead as the spam trap caught it. */
const TRAPPED: LeadDetail = { ...WALSH, status: "spam", trapped: true, deliveries: [] };

const NOTE = "Sent our order-intake case study; call booked for Tuesday.";

const panel = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }));

/** A lead already answered: every field labelled, its emails and platform, notes and history. */
export const ALead: Story = {
  args: { id: BYRNE.id },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, "Aoife Byrne");
    const sent = panel(canvasElement, "What they sent");
    for (const [label, value] of [
      ["Name", "Aoife Byrne"],
      ["Email", "aoife@byrneltd.co.uk"],
      ["Company", "Byrne Ltd"],
      ["Form", "Consultation request"],
      ["Received", "11 Mar 2026, 16:20"],
      ["Sent from", "https://www.scalewise.studio/services"],
    ]) {
      await expect(sent.getAllByText(label)[0].nextElementSibling).toHaveTextContent(value);
    }
    await expect(panel(canvasElement, "Emails").getAllByRole("listitem")).toHaveLength(2);
    await expect(panel(canvasElement, "Deliveries").getByText("ConvertKit")).toBeVisible();
    await expect(
      panel(canvasElement, "Notes").getByText(/Wants a proposal by Friday/),
    ).toBeVisible();
    await expect(panel(canvasElement, "History").getByRole("listitem")).toHaveTextContent(
      /^New\s*→\s*to\s*Contacted/,
    );
    await expect(canvas.getByRole("combobox", { name: "Set the status" })).toHaveValue("contacted");
    await expect(canvas.queryByRole("button", { name: /Retry now/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Aoife Byrne · Inbox · Scalewise Studio"));
  },
};

/**
 * A contact message whose webhook failed five times: its state, attempts, last attempt, HTTP
 * status and what it found, and Retry now; the emails to the owner and the visitor went out.
 */
export const FailedDelivery: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const deliveries = panel(canvasElement, "Deliveries");
    const webhook = deliveries.getByRole("listitem");
    await expect(webhook).toHaveTextContent("Your webhook");
    await expect(webhook).toHaveTextContent("Failed");
    await expect(webhook).toHaveTextContent("5 attempts");
    await expect(webhook).toHaveTextContent("12 Mar 2026, 10:02");
    await expect(webhook).toHaveTextContent("502");
    await expect(webhook).toHaveTextContent(/502 Bad Gateway five times/);
    await expect(deliveries.getByRole("button", { name: "Retry now: Your webhook" })).toBeVisible();
    const emails = panel(canvasElement, "Emails");
    await expect(emails.getByText("Email to you")).toBeVisible();
    await expect(emails.getByText("Email to the visitor")).toBeVisible();
    await expect(emails.queryByRole("button")).not.toBeInTheDocument();
  },
};

/** Sent again with Retry now: delivered on the sixth attempt, and no button left. */
export const Retried: Story = {
  parameters: {
    inbox: {
      leads: walshAfter({
        deliveries: WALSH.deliveries.map((delivery) =>
          delivery.target === "webhook"
            ? {
                ...delivery,
                state: "delivered",
                attempts: 6,
                lastAttemptAt: STORY_NOW,
                status: 200,
                detail: "Delivered on the retry.",
              }
            : delivery,
        ),
      }),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const deliveries = panel(canvasElement, "Deliveries");
    const webhook = deliveries.getByRole("listitem");
    await expect(webhook).toHaveTextContent("Delivered");
    await expect(webhook).toHaveTextContent("6 attempts");
    await expect(deliveries.queryByRole("button")).not.toBeInTheDocument();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Retry now sends it again at once (with the session's CSRF token) and shows how it went. */
export const RetryNow: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const deliveries = panel(canvasElement, "Deliveries");
    await userEvent.click(deliveries.getByRole("button", { name: "Retry now: Your webhook" }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Retried Your webhook: delivered.")).toBeVisible();
    const webhook = deliveries.getByRole("listitem");
    await expect(webhook).toHaveTextContent("Delivered");
    await expect(webhook).toHaveTextContent("6 attempts");
    await expect(deliveries.queryByRole("button")).not.toBeInTheDocument();
    // The button is gone: focus stays with its delivery rather than falling to the page.
    await waitFor(() => expect(webhook).toHaveFocus());
    const inbox = inboxOf(loaded);
    await expect(writes(inbox)).toEqual([
      `POST /api/inbox/leads/${WALSH.id}/deliveries/webhook/retry`,
    ]);
    const retry = inbox.requests.find((request) => request.method === "POST");
    await expect(retry?.csrf).toBe(OWNER.csrfToken);
  },
};

/** A note added: with who wrote it and when, and the box empty for the next. */
export const NoteAdded: Story = {
  parameters: {
    inbox: {
      leads: walshAfter({
        events: [{ type: "note", id: "ev-1", at: STORY_NOW, by: OWNER.user.email, text: NOTE }],
      }),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const notes = panel(canvasElement, "Notes");
    await expect(notes.getByRole("listitem")).toHaveTextContent(
      `${OWNER.user.email}, 12 Mar 2026, 10:15${NOTE}`,
    );
    await expect(notes.getByRole("textbox", { name: "New note" })).toHaveValue("");
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** A note is appended, with who wrote it and when; the box empties for the next. */
export const NoteWrittenAndAdded: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const notes = panel(canvasElement, "Notes");
    await expect(notes.getByText("No notes yet.")).toBeVisible();
    const box = notes.getByRole("textbox", { name: "New note" });
    await expect(box).toHaveAccessibleDescription(
      "A note cannot be changed or removed once added.",
    );
    await userEvent.type(box, NOTE);
    await userEvent.click(notes.getByRole("button", { name: "Add note" }));
    await expect(await within(canvasElement).findByText("Note added.")).toBeVisible();
    await expect(notes.getByRole("listitem")).toHaveTextContent(
      `${OWNER.user.email}, 12 Mar 2026, 10:15${NOTE}`,
    );
    await expect(box).toHaveValue("");
    await expect(inboxOf(loaded).requests.at(-2)).toMatchObject({
      method: "POST",
      url: `/api/inbox/leads/${WALSH.id}/notes`,
      csrf: OWNER.csrfToken,
      body: { text: NOTE },
    });
  },
};

/** An empty note is refused in place, and nothing is sent. */
export const EmptyNote: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const notes = panel(canvasElement, "Notes");
    await userEvent.click(notes.getByRole("button", { name: "Add note" }));
    await expect(notes.getByRole("textbox", { name: "New note" })).toHaveAccessibleDescription(
      /Write the note first/,
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Changed to Qualified: the status, what it means, and the change in the history. */
export const StatusChanged: Story = {
  parameters: { inbox: { leads: walshChangedTo("qualified") } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    const select = canvas.getByRole("combobox", { name: "Set the status" });
    await expect(select).toHaveValue("qualified");
    await expect(select).toHaveAccessibleDescription(/A real need we can meet/);
    await expect(panel(canvasElement, "History").getByRole("listitem")).toHaveTextContent(
      new RegExp(`^New\\s*→\\s*to\\s*Qualified${OWNER.user.email}, 12 Mar 2026, 10:15$`),
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** A new status is chosen, then applied with its button; the history records the change. */
export const StatusChosenThenApplied: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    const select = canvas.getByRole("combobox", { name: "Set the status" });
    await userEvent.selectOptions(select, "qualified");
    // Choosing is not yet changing.
    await expect(writes(inboxOf(loaded))).toEqual([]);
    await expect(select).toHaveAccessibleDescription(/A real need we can meet/);
    await userEvent.click(canvas.getByRole("button", { name: "Change" }));
    await expect(await canvas.findByText("Status changed to Qualified.")).toBeVisible();
    await expect(panel(canvasElement, "History").getByRole("listitem")).toHaveTextContent(
      new RegExp(`^New\\s*→\\s*to\\s*Qualified${OWNER.user.email}, 12 Mar 2026, 10:15$`),
    );
    await expect(inboxOf(loaded).requests.find((r) => r.method === "POST")?.body).toEqual({
      status: "qualified",
    });
  },
};

/** Set aside as spam: said so, kept out of the counts, and "Not spam" to take it back. */
export const MarkedSpam: Story = {
  parameters: { inbox: { leads: walshChangedTo("spam") } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    await expect(canvas.getByText(/Marked as spam: kept out of the other counts/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Not spam" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Set the status" })).toHaveValue("spam");
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** One press sets a lead aside as spam. */
export const SpamInOnePress: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    await userEvent.click(canvas.getByRole("button", { name: "Mark as spam" }));
    await expect(await canvas.findByText("Status changed to Spam.")).toBeVisible();
    await expect(canvas.getByText(/Marked as spam: kept out of the other counts/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Not spam" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Set the status" })).toHaveValue("spam");
    await expect(writes(inboxOf(loaded))).toEqual([`POST /api/inbox/leads/${WALSH.id}/status`]);
  },
};

/** Not spam returns a lead marked as spam to New. */
export const NotSpam: Story = {
  parameters: { ...noImage, inbox: { leads: [{ ...WALSH, status: "spam" }] } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    await userEvent.click(canvas.getByRole("button", { name: "Not spam" }));
    await expect(await canvas.findByText("Status changed to New.")).toBeVisible();
    await expect(inboxOf(loaded).requests.find((r) => r.method === "POST")?.body).toEqual({
      status: "new",
    });
  },
};

/** Caught by the spam trap: said so, nothing sent, and Not spam to take it in. */
export const Trapped: Story = {
  parameters: { inbox: { leads: [TRAPPED] } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    await expect(canvas.getByText("Caught by the spam trap")).toBeVisible();
    await expect(canvas.getByText(/it is deleted after 30 days/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Not spam" })).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/**
 * Not spam takes a trapped lead in as if it had just arrived (its emails owed then), and the
 * notice goes.
 */
export const TrappedTakenIn: Story = {
  parameters: { ...noImage, inbox: { leads: [TRAPPED] } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    await userEvent.click(canvas.getByRole("button", { name: "Not spam" }));
    await expect(await canvas.findByText("Status changed to New.")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText("Caught by the spam trap")).toBeNull());
    await expect(writes(inboxOf(loaded))).toEqual([`POST /api/inbox/leads/${WALSH.id}/status`]);
  },
};

/** Assigned to a colleague: said, and each assignment in the history with who made it. */
export const Assigned: Story = {
  parameters: {
    inbox: {
      leads: [
        {
          ...BYRNE,
          assignee: { id: MEMBER.user.id, email: MEMBER.user.email },
          events: [
            ...BYRNE.events,
            {
              type: "assigned",
              id: "ev-3",
              at: "2026-03-11T17:10:00.000Z",
              by: OWNER.user.email,
              to: MEMBER.user.email,
            },
          ],
        },
      ],
    },
  },
  args: { id: BYRNE.id },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, "Aoife Byrne");
    await expect(
      panel(canvasElement, "Assigned to").getByText(`Assigned to ${MEMBER.user.email}.`),
    ).toBeVisible();
    const changes = panel(canvasElement, "History").getAllByRole("listitem");
    await expect(changes.at(-1)).toHaveTextContent(`Assigned to ${MEMBER.user.email}`);
    await expect(changes.at(-1)).toHaveTextContent(OWNER.user.email);
  },
};

/** Taken with one press: said, kept in the history. */
export const AssignedToMe: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    await userEvent.click(canvas.getByRole("button", { name: "Assign to me" }));
    await expect(await canvas.findByText(`Assigned to ${OWNER.user.email}.`)).toBeVisible();
    await expect(panel(canvasElement, "History").getByRole("listitem")).toHaveTextContent(
      `Assigned to ${OWNER.user.email}`,
    );
    await expect(inboxOf(loaded).requests.find((r) => r.method === "POST")?.body).toEqual({
      assignee: OWNER.user.id,
    });
  },
};

/** Opened from a filtered list: back, previous and next keep its filter. */
export const NextAndPrevious: Story = {
  parameters: noImage,
  args: { id: HUGHES.id, search: "?status=new" },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "tom.hughes@hughesbakery.co.uk");
    const steps = within(await canvas.findByRole("navigation", { name: "Leads in this list" }));
    await expect(steps.getByRole("link", { name: "Previous lead" })).toHaveAttribute(
      "href",
      `/inbox/lead/${WALSH.id}?status=new`,
    );
    await expect(steps.getByRole("link", { name: "Next lead" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/inbox\/lead\/.+\?status=new$/),
    );
    await expect(canvas.getByRole("link", { name: "All leads" })).toHaveAttribute(
      "href",
      "/inbox?status=new",
    );
    await expect(
      inboxOf(loaded).requests.some(
        (r) => r.url === `/api/inbox/leads/${HUGHES.id}/neighbours?status=new`,
      ),
    ).toBe(true);
  },
};

/** A sign-up: the words its form showed, their version and page, and the address unconfirmed. */
export const ConsentRecord: Story = {
  args: { id: HUGHES.id },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, "tom.hughes@hughesbakery.co.uk");
    const consent = panel(canvasElement, "Consent");
    await expect(consent.getByText(/One practical email a fortnight/)).toBeVisible();
    await expect(consent.getByText("3f9a61c2")).toBeVisible();
    await expect(consent.getByText(/Waiting for the visitor to confirm/)).toBeVisible();
    const deliveries = panel(canvasElement, "Deliveries");
    await expect(deliveries.getByRole("listitem")).toHaveTextContent(/Refused.*400/);
    await expect(panel(canvasElement, "Emails").getByText("Waiting")).toBeVisible();
  },
};

/** Exported: the person's data downloaded, named after the address. */
export const ExportData: Story = {
  args: { personData: { exported: true } },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const data = panel(canvasElement, "This person's data");
    await expect(data.getByText("Downloaded")).toBeVisible();
    await expect(data.getByText(exportFileName(WALSH.record.email))).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/**
 * Export sends the address and hands the server's JSON to the downloads, named after it. The
 * picture is ExportData's.
 */
export const ExportsData: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const data = panel(canvasElement, "This person's data");
    await userEvent.click(data.getByRole("button", { name: "Export this person's data" }));
    await expect(await data.findByText("Downloaded")).toBeVisible();
    const inbox = inboxOf(loaded);
    await expect(inbox.saved.map((file) => file.name)).toEqual([
      exportFileName(WALSH.record.email),
    ]);
    const exported = JSON.parse(await inbox.saved[0].file.text()) as { submissions: unknown[] };
    await expect(exported.submissions).toHaveLength(1);
    await expect(inbox.requests.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/inbox/people/export",
      body: { email: WALSH.record.email },
    });
  },
};

const ERASE_QUESTION = `Erase everything held under ${WALSH.record.email}?`;

const openErase = async (canvasElement: HTMLElement) => {
  await ready(canvasElement, "Ciaran Walsh");
  await userEvent.click(
    within(canvasElement).getByRole("button", { name: "Erase this person's data" }),
  );
  return within(await within(canvasElement).findByRole("dialog", { name: ERASE_QUESTION }));
};

/**
 * Erasing asks first in a modal dialog: what it deletes, that it cannot be undone, and "erase"
 * to type; the wrong word is refused in place and nothing is sent.
 */
export const EraseConfirmation: Story = {
  args: { personData: { eraseRefused: "delete" } },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const dialog = within(
      await within(canvasElement).findByRole("dialog", { name: ERASE_QUESTION }),
    );
    await expect(dialog.getByRole("button", { name: "Close" })).toHaveFocus();
    const word = dialog.getByLabelText("Type erase to confirm");
    await expect(word).toHaveValue("delete");
    await expect(word).toHaveAccessibleDescription(/Type erase to confirm, or cancel/);
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** The wrong word typed and Erase pressed: refused in place. The picture is EraseConfirmation's. */
export const EraseRefusesTheWrongWord: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openErase(canvasElement);
    await expect(dialog.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.type(dialog.getByLabelText("Type erase to confirm"), "delete");
    await userEvent.click(dialog.getByRole("button", { name: "Erase" }));
    await expect(dialog.getByLabelText("Type erase to confirm")).toHaveAccessibleDescription(
      /Type erase to confirm, or cancel/,
    );
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Cancel closes the dialog and returns focus to the button that opened it. */
export const EraseCancelled: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const dialog = await openErase(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Erase this person's data" })).toHaveFocus();
  },
};

/** Erased: the address's data gone from the store, and the view says so. */
export const Erased: Story = {
  parameters: { inbox: { leads: LEADS.filter((lead) => lead.id !== WALSH.id) } },
  args: { initialErased: WALSH.record.email },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Erased" })).toBeVisible();
    await expect(
      canvas.getByText(`Everything held under ${WALSH.record.email} was erased`),
    ).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Typed and confirmed: the address's data is erased, and the view says so with focus on it. */
export const EraseConfirmed: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openErase(canvasElement);
    await userEvent.type(dialog.getByLabelText("Type erase to confirm"), "erase");
    await userEvent.click(dialog.getByRole("button", { name: "Erase" }));
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { level: 1, name: "Erased" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(`Everything held under ${WALSH.record.email} was erased`),
    ).toBeVisible();
    await expect(inboxOf(loaded).requests.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/inbox/people/erase",
      csrf: OWNER.csrfToken,
      body: { email: WALSH.record.email, confirm: "erase" },
    });
  },
};

/** A lead that is not there (erased, or a wrong address): the server's words. */
export const NotFound: Story = {
  args: { id: "ld-0001" },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("No such lead");
    await expect(alert).toHaveTextContent("It may have been erased.");
  },
};

/** While the lead is on its way. */
export const Loading: Story = {
  parameters: { inbox: { answers: { [`GET /api/inbox/leads/${WALSH.id}`]: "pending" } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Loading the lead…",
    );
  },
};

/** On a phone, the sections stack: the status first, the history and the person's data last. */
export const Phone: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, "Ciaran Walsh");
    const sections = within(canvasElement)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    await expect(sections).toEqual([
      "Status",
      "Assigned to",
      "What they sent",
      "Reply",
      "Emails",
      "Deliveries",
      "Notes",
      "History",
      "This person's data",
    ]);
  },
};

/** Every state-changing request names the session's CSRF header; reads do not need it. */
export const SendsCsrfToken: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement, "Ciaran Walsh");
    await userEvent.click(canvas.getByRole("button", { name: "Mark as spam" }));
    await canvas.findByText("Status changed to Spam.");
    const inbox = inboxOf(loaded);
    for (const request of inbox.requests) {
      await expect([request.method, request.csrf]).toEqual(
        request.method === "GET" ? ["GET", null] : ["POST", OWNER.csrfToken],
      );
    }
    await expect(CSRF_HEADER).toBe("x-csrf-token");
  },
};
