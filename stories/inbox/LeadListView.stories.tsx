import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LeadListView } from "../../src/inbox/LeadListView";
import type { LeadDetail } from "../../src/lib/inbox/api";
import { LEADS, OWNER, STORY_NOW } from "../fixtures/inbox-data";
import { inboxOf, writes } from "../fixtures/inbox-server";
import { InboxCanvas, inboxViewMeta, placeholderInbox } from "../fixtures/inbox-story";
import { FIGURES, MORNING_LEADS } from "../fixtures/reply-desk";
import { bothScreens, mobileScreen, noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Lead list view",
  component: LeadListView,
  ...inboxViewMeta,
  args: { client: placeholderInbox.client, me: OWNER.user.id },
  render: (args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <LeadListView {...args} client={inbox.client} />
      </InboxCanvas>
    );
  },
} satisfies Meta<typeof LeadListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixtures' leads, Aoife Byrne's assigned to the owner. */
const ASSIGNED_TO_OWNER = LEADS.map((lead, index) =>
  index === 1 ? { ...lead, assignee: { id: OWNER.user.id, email: OWNER.user.email } } : lead,
);

/** The names of the leads shown, in order. */
const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("href")?.startsWith("/inbox/lead/"))
    .map((link) => link.textContent);

const chip = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole("navigation", { name: "Leads by status" })).getByRole(
    "link",
    { name },
  );

/** The count of what a view shows (the reply figures have a heading of their own). */
const results = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("heading", { level: 2, name: /lead|enquir|sign-up/ });

/**
 * Every lead, newest first: who, company, form, received (UK time), status, the first words, and
 * a badge on those with failed deliveries. On a phone each is a card.
 */
export const List: Story = {
  parameters: { ...bothScreens, inbox: { path: "/inbox?queue=all" } },
  play: async ({ canvasElement }) => {
    await expect(await results(canvasElement)).toHaveTextContent("8 leads");
    await expect(names(canvasElement)).toEqual([
      "Ciaran Walsh",
      "Aoife Byrne",
      "tom.hughes@hughesbakery.co.uk",
      "Priya Shah",
      "Gareth Jones",
      "Sam Okafor",
      "Top Rank SEO",
      "maeve@quinnflorists.ie",
    ]);
    const walsh = within(canvasElement).getByRole("link", { name: "Ciaran Walsh" }).closest("li");
    await expect(walsh).toHaveTextContent("ciaran@walshfurniture.ie");
    await expect(walsh).toHaveTextContent("Message");
    await expect(walsh).toHaveTextContent("12 Mar 2026, 09:41");
    await expect(walsh).toHaveTextContent("New");
    await expect(walsh).toHaveTextContent("Due in 23 h 26 min");
    await expect(walsh).toHaveTextContent("1 failed delivery");
    await expect(walsh).toHaveTextContent(/We take around 300 orders a week/);
    await expect(chip(canvasElement, /^All 8/)).toHaveAttribute("aria-current", "page");
    await expect(chip(canvasElement, /^New 3 leads/)).toHaveAttribute("href", "/inbox?status=new");
    await expect(chip(canvasElement, /^Spam 1 lead$/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Leads · Inbox · Scalewise Studio"));
  },
};

/** While the page of leads is on its way. */
export const Loading: Story = {
  parameters: { inbox: { answers: { "GET /api/inbox/leads": "pending" } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Loading leads…",
    );
  },
};

/** No lead has arrived yet. */
export const Empty: Story = {
  parameters: { inbox: { leads: [], path: "/inbox?queue=all" } },
  play: async ({ canvasElement }) => {
    const none = await within(canvasElement).findByText("No leads yet");
    await expect(none.closest("[role=status]")).toHaveTextContent(/Every form sent on the site/);
    await expect(chip(canvasElement, /^All 0/)).toBeVisible();
  },
};

/** Filtered by the address: one form, a status, its counts the rest of the filter's. */
export const Filtered: Story = {
  parameters: { inbox: { path: "/inbox?status=new&form=contact" } },
  play: async ({ canvasElement }) => {
    await expect(await results(canvasElement)).toHaveTextContent("1 lead");
    await expect(names(canvasElement)).toEqual(["Ciaran Walsh"]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Form" })).toHaveValue("contact");
    await expect(chip(canvasElement, /^New 1 lead/)).toHaveAttribute("aria-current", "page");
    await expect(chip(canvasElement, /^All 3/)).toHaveAttribute("href", "/inbox?form=contact");
    await expect(canvas.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/inbox/leads.csv?status=new&form=contact",
    );
  },
};

/** A filter that finds nothing says so, unlike an empty inbox, and offers to clear it. */
export const FilteredNoResults: Story = {
  parameters: { inbox: { path: "/inbox?q=zebra&from=2026-03-01" } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const none = await canvas.findByText("No leads match these filters");
    await expect(none.closest("[role=status]")).toHaveTextContent(/Try fewer words/);
    await expect(canvas.getByRole("searchbox", { name: /Search/ })).toHaveValue("zebra");
    await expect(canvas.getByLabelText("Received from")).toHaveValue("2026-03-01");
    const listed = inboxOf(loaded).requests.filter((r) => r.url.startsWith("/api/inbox/leads"));
    await expect(listed.at(-1)?.url).toBe("/api/inbox/leads?from=2026-03-01&q=zebra");
  },
};

/** Clear filters shows every lead again. */
export const ClearFilters: Story = {
  parameters: { ...noImage, inbox: { path: "/inbox?q=zebra&status=won" } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("No leads match these filters");
    const [, inNotice] = canvas.getAllByRole("button", { name: "Clear filters" });
    await userEvent.click(inNotice);
    await waitFor(() => expect(names(canvasElement)).toHaveLength(8));
    await expect(inboxOf(loaded).history.href()).toBe("/inbox?queue=all");
    await expect(canvas.getByRole("searchbox", { name: /Search/ })).toHaveValue("");
  },
};

/**
 * The filters live in the address: each choice is a step back can undo, and the list follows.
 * Words apply when the search is sent.
 */
export const FiltersInTheAddress: Story = {
  parameters: { ...noImage, inbox: { path: "/inbox?queue=all" } },
  play: async ({ canvasElement, loaded }) => {
    const { history, requests } = inboxOf(loaded);
    const canvas = within(canvasElement);
    await results(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Form" }), "contact");
    await waitFor(() => expect(names(canvasElement)).toHaveLength(3));
    await expect(history.href()).toBe("/inbox?form=contact");
    await userEvent.type(canvas.getByRole("searchbox", { name: /Search/ }), "orders{Enter}");
    await waitFor(() => expect(names(canvasElement)).toEqual(["Ciaran Walsh"]));
    await expect(history.href()).toBe("/inbox?form=contact&q=orders");
    // Focus stays where the owner was typing.
    await expect(canvas.getByRole("searchbox", { name: /Search/ })).toHaveFocus();
    await expect(requests.filter((r) => r.url.startsWith("/api/inbox/leads")).at(-1)?.url).toBe(
      "/api/inbox/leads?form=contact&q=orders",
    );
    history.back();
    await waitFor(() => expect(names(canvasElement)).toHaveLength(3));
    await expect(canvas.getByRole("searchbox", { name: /Search/ })).toHaveValue("");
  },
};

/** The fixtures' leads after Sam Okafor's and Top Rank SEO's were marked as spam together. */
const OKAFOR_MARKED_SPAM = LEADS.map((lead): LeadDetail =>
  lead.record.name === "Sam Okafor"
    ? {
        ...lead,
        status: "spam",
        events: [
          ...lead.events,
          {
            type: "status",
            id: "ev-1",
            at: STORY_NOW,
            by: OWNER.user.email,
            from: "lost",
            to: "spam",
          },
        ],
      }
    : lead,
);

/** Several leads marked as spam in one request: said, the list read again, the selection gone. */
export const BulkSpam: Story = {
  parameters: { inbox: { path: "/inbox?queue=all", leads: OKAFOR_MARKED_SPAM } },
  args: { start: { said: "1 lead marked as spam. 1 lead already was." } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await results(canvasElement);
    await expect(canvas.getByText("1 lead marked as spam. 1 lead already was.")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Selected leads" })).toBeNull();
    await expect(chip(canvasElement, /^Spam 2 leads$/)).toBeVisible();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/**
 * Two leads selected and marked as spam in one request: said, the list read again, the
 * selection cleared. The picture is BulkSpam's.
 */
export const MarksSelectedAsSpam: Story = {
  parameters: { ...noImage, inbox: { path: "/inbox?queue=all" } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await results(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select Sam Okafor" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select Top Rank SEO" }));
    const bar = within(canvas.getByRole("region", { name: "Selected leads" }));
    await expect(bar.getByText("2 leads selected")).toBeVisible();
    await userEvent.click(bar.getByRole("button", { name: "Mark as spam" }));
    await expect(
      await canvas.findByText("1 lead marked as spam. 1 lead already was."),
    ).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Selected leads" })).toBeNull();
    await expect(writes(inboxOf(loaded))).toEqual(["POST /api/inbox/leads/bulk"]);
    await waitFor(() => expect(chip(canvasElement, /^Spam 2 leads$/)).toBeVisible());
  },
};

/** The selection bar over the list: every lead on the page selected at once. */
export const SelectAllOnThisPage: Story = {
  parameters: { inbox: { path: "/inbox?queue=all" } },
  args: { start: { selected: LEADS.map((lead) => lead.id) } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await results(canvasElement);
    await expect(canvas.getByRole("region", { name: "Selected leads" })).toHaveTextContent(
      "8 leads selected",
    );
    await expect(canvas.getByRole("checkbox", { name: "Select all on this page" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Select Ciaran Walsh" })).toBeChecked();
    await expect(writes(inboxOf(loaded))).toEqual([]);
  },
};

/** Select all on this page checks every lead on it. The picture is SelectAllOnThisPage's. */
export const SelectsAllOnThisPage: Story = {
  parameters: { ...noImage, inbox: { path: "/inbox?queue=all" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await results(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all on this page" }));
    await expect(canvas.getByRole("region", { name: "Selected leads" })).toHaveTextContent(
      "8 leads selected",
    );
    await expect(canvas.getByRole("checkbox", { name: "Select Ciaran Walsh" })).toBeChecked();
  },
};

/** Search as you type: one request once typing pauses, the address kept in step in place. */
export const SearchAsYouType: Story = {
  parameters: { ...noImage, inbox: { path: "/inbox?queue=all" } },
  play: async ({ canvasElement, loaded }) => {
    const { history, requests } = inboxOf(loaded);
    const canvas = within(canvasElement);
    await results(canvasElement);
    const before = requests.length;
    await userEvent.type(canvas.getByRole("searchbox", { name: /Search/ }), "orders");
    await waitFor(() => expect(names(canvasElement)).toEqual(["Ciaran Walsh"]));
    await expect(history.href()).toBe("/inbox?q=orders");
    await expect(history.entries()).toEqual(["/inbox?q=orders"]);
    // One request a pause, not one a key: on a busy machine a pause may fall mid-word.
    const searches = requests
      .slice(before)
      .filter((r) => r.url.startsWith("/api/inbox/leads?"))
      .map((r) => new URLSearchParams(r.url.split("?")[1]).get("q") ?? "");
    await expect(searches.at(-1)).toBe("orders");
    await expect(searches.length).toBeLessThan("orders".length);
    for (const words of searches) await expect("orders".startsWith(words)).toBe(true);
  },
};

/** Mine: only the leads assigned to the signed-in member, from the page's address. */
export const Mine: Story = {
  parameters: { inbox: { path: "/inbox?assignee=me", leads: ASSIGNED_TO_OWNER } },
  play: async ({ canvasElement }) => {
    await results(canvasElement);
    await expect(
      within(canvasElement).getByRole("checkbox", { name: "Mine: only the leads assigned to me" }),
    ).toBeChecked();
    await expect(names(canvasElement)).toEqual(["Aoife Byrne"]);
  },
};

/** Checking Mine narrows the list to the member's leads, and the address says so. */
export const MineChecked: Story = {
  parameters: { ...noImage, inbox: { path: "/inbox?queue=all", leads: ASSIGNED_TO_OWNER } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await results(canvasElement);
    await userEvent.click(
      canvas.getByRole("checkbox", { name: "Mine: only the leads assigned to me" }),
    );
    await waitFor(() => expect(names(canvasElement)).toEqual(["Aoife Byrne"]));
    await expect(inboxOf(loaded).history.href()).toBe("/inbox?assignee=me");
  },
};

/** A status chip is a link to the list in that status, the rest of the filter kept. */
export const StatusChip: Story = {
  parameters: { ...noImage, inbox: { path: "/inbox?queue=all" } },
  play: async ({ canvasElement, loaded }) => {
    await results(canvasElement);
    await userEvent.click(chip(canvasElement, /^Won/));
    await waitFor(() => expect(names(canvasElement)).toEqual(["Gareth Jones"]));
    await expect(inboxOf(loaded).history.href()).toBe("/inbox?status=won");
    await expect(chip(canvasElement, /^Won/)).toHaveAttribute("aria-current", "page");
  },
};

/** The second of three pages: where it is, with Previous and Next. */
export const Pages: Story = {
  parameters: { inbox: { pageSize: 3, path: "/inbox?page=2" } },
  play: async ({ canvasElement }) => {
    await expect(await results(canvasElement)).toHaveTextContent("8 leads, 4–6 shown");
    const pages = within(within(canvasElement).getByRole("navigation", { name: "Pages of leads" }));
    await expect(pages.getByText("Page 2 of 3")).toBeVisible();
    await expect(pages.getByRole("link", { name: /Previous page/ })).toBeVisible();
    await expect(pages.getByRole("link", { name: /Next page/ })).toBeVisible();
    await expect(names(canvasElement)).toEqual(["Priya Shah", "Gareth Jones", "Sam Okafor"]);
  },
};

/**
 * More leads than a page: previous and next, each page with its address. After a page link focus
 * goes to the count of what is shown.
 */
export const NextPage: Story = {
  parameters: { ...noImage, inbox: { pageSize: 3, path: "/inbox?queue=all" } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await results(canvasElement)).toHaveTextContent("8 leads, 1–3 shown");
    const pages = within(canvas.getByRole("navigation", { name: "Pages of leads" }));
    await expect(pages.getByText("Page 1 of 3")).toBeVisible();
    await expect(pages.queryByRole("link", { name: /Previous/ })).toBeNull();
    await userEvent.click(pages.getByRole("link", { name: /Next page/ }));
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("4–6 shown"),
    );
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveFocus();
    await expect(inboxOf(loaded).history.href()).toBe("/inbox?page=2");
    await expect(names(canvasElement)).toEqual(["Priya Shah", "Gareth Jones", "Sam Okafor"]);
  },
};

/** Export CSV is a plain download of what the filter finds. */
export const Export: Story = {
  parameters: {
    ...noImage,
    inbox: { path: "/inbox?form=contact&from=2026-03-08&to=2026-03-12&q=orders" },
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: "Export CSV" });
    await expect(link).toHaveAttribute(
      "href",
      "/api/inbox/leads.csv?form=contact&from=2026-03-08&to=2026-03-12&q=orders",
    );
    await expect(link).toHaveAttribute("download");
  },
};

/** The server out of reach: our words and Try again. */
export const Unreachable: Story = {
  parameters: { inbox: { answers: { "GET /api/inbox/leads": "offline" } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("The inbox's server cannot be reached");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** On a phone, filtered: the chips wrap, the filters stack, and each lead is a card. */
export const PhoneFiltered: Story = {
  ...mobileScreen,
  parameters: { ...mobileScreen.parameters, inbox: { path: "/inbox?status=new" } },
  play: async ({ canvasElement }) => {
    await expect(await results(canvasElement)).toHaveTextContent("3 leads");
    await expect(names(canvasElement)).toHaveLength(3);
  },
};

const tab = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("navigation", { name: "Lead views" })).getByRole("link", {
    name,
  });

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("link", { name }).closest("li");

/**
 * The first screen: the enquiries that need a reply, oldest (soonest due) first, each with its
 * age and its due time in UK time, "Overdue by…" in words; then how the promise was kept.
 */
export const NeedsAReply: Story = {
  parameters: { ...bothScreens, inbox: { leads: MORNING_LEADS } },
  play: async ({ canvasElement, loaded }) => {
    await expect(await results(canvasElement)).toHaveTextContent("3 enquiries need a reply");
    await expect(names(canvasElement)).toEqual(["Fiona Doyle", "Rhys Evans", "Ciaran Walsh"]);
    await expect(tab(canvasElement, "Needs a reply")).toHaveAttribute("aria-current", "page");
    const overdue = rowOf(canvasElement, "Fiona Doyle");
    await expect(overdue).toHaveTextContent("Message");
    await expect(overdue).toHaveTextContent("Received 1 day 19 h ago");
    await expect(overdue).toHaveTextContent("10 Mar 2026, 15:00");
    await expect(overdue).toHaveTextContent("Overdue by 19 h 15 min");
    await expect(overdue).toHaveTextContent("Reply due 11 Mar 2026, 15:00");
    const soon = rowOf(canvasElement, "Rhys Evans");
    await expect(soon).toHaveTextContent("Due in 2 h 15 min");
    await expect(soon).toHaveTextContent("Reply due 12 Mar 2026, 12:30");
    const fresh = rowOf(canvasElement, "Ciaran Walsh");
    await expect(fresh).toHaveTextContent("Received 34 min ago");
    await expect(fresh).toHaveTextContent("Due in 23 h 26 min");
    await expect(inboxOf(loaded).requests.map((request) => request.url)).toEqual(
      expect.arrayContaining(["/api/inbox/leads?queue=reply", "/api/inbox/reply-figures"]),
    );
    const figures = await within(canvasElement).findByRole("table", {
      name: "How the 24-hour promise is kept",
    });
    const rows = within(figures)
      .getAllByRole("row")
      .map((row) => row.textContent);
    await expect(rows[0]).toBe("WeekAsked forMedian time to first replyAnswered within 24 hours");
    await expect(rows[2]).toBe("Week of 9 March 2026Message14 h 15 min50% (1 of 2)");
    await expect(rows[4]).toBe("Week of 2 March 2026Strategy call requestNone answered0% (0 of 1)");
    await expect(rows.at(-1)).toBe("Week of 16 February 2026No enquiry due yet");
    await waitFor(() => expect(document.title).toBe("Leads · Inbox · Scalewise Studio"));
  },
};

/** Every enquiry answered: the queue says so, and the figures still show. */
export const NothingNeedsAReply: Story = {
  parameters: {
    inbox: {
      leads: LEADS.filter((lead) => lead.id !== "ld-1042"),
      figures: { ...FIGURES, figures: [] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await results(canvasElement)).toHaveTextContent("No enquiry needs a reply");
    const done = await within(canvasElement).findByText("Every enquiry has its reply");
    await expect(done.closest("[role=status]")).toHaveTextContent(/oldest first/);
    const figures = await within(canvasElement).findByRole("table", {
      name: "How the 24-hour promise is kept",
    });
    await expect(within(figures).getAllByText("No enquiry due yet")).toHaveLength(4);
  },
};

/** The sign-ups apart, newest first: never owed a reply, never among the enquiries. */
export const SignUps: Story = {
  parameters: { inbox: { leads: MORNING_LEADS, path: "/inbox?queue=sign-ups" } },
  play: async ({ canvasElement, loaded }) => {
    await expect(await results(canvasElement)).toHaveTextContent("4 sign-ups");
    await expect(names(canvasElement)).toEqual([
      "tom.hughes@hughesbakery.co.uk",
      "Priya Shah",
      "Gareth Jones",
      "maeve@quinnflorists.ie",
    ]);
    await expect(tab(canvasElement, "Sign-ups")).toHaveAttribute("aria-current", "page");
    await expect(within(canvasElement).queryByText(/Due in|Overdue/)).toBeNull();
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
    await expect(
      inboxOf(loaded)
        .requests.filter((request) => request.url.startsWith("/api/inbox/leads"))
        .at(-1)?.url,
    ).toBe("/api/inbox/leads?queue=sign-ups");
  },
};

/** Every lead, as before: an answered enquiry says how soon it was answered. */
export const Answered: Story = {
  parameters: { ...noImage, inbox: { leads: MORNING_LEADS, path: "/inbox?queue=all" } },
  play: async ({ canvasElement }) => {
    await expect(await results(canvasElement)).toHaveTextContent("10 leads");
    await expect(rowOf(canvasElement, "Aoife Byrne")).toHaveTextContent("Answered in 45 min");
    await expect(rowOf(canvasElement, "Sam Okafor")).toHaveTextContent("Answered in 14 h 15 min");
    await expect(rowOf(canvasElement, "Fiona Doyle")).toHaveTextContent("Overdue by 19 h 15 min");
    // Spam and sign-ups owe nothing.
    await expect(rowOf(canvasElement, "Top Rank SEO")).not.toHaveTextContent(/Due|Overdue/);
    await expect(rowOf(canvasElement, "Priya Shah")).not.toHaveTextContent(/Due|Overdue|Answered/);
    await expect(tab(canvasElement, "All leads")).toHaveAttribute("aria-current", "page");
  },
};

/** The views are links: each has its own address, and the first screen is the inbox's own. */
export const Views: Story = {
  parameters: noImage,
  play: async ({ canvasElement, loaded }) => {
    const { history } = inboxOf(loaded);
    await results(canvasElement);
    await userEvent.click(tab(canvasElement, "Sign-ups"));
    await waitFor(() => expect(history.href()).toBe("/inbox?queue=sign-ups"));
    await expect(await results(canvasElement)).toHaveTextContent("sign-ups");
    await userEvent.click(tab(canvasElement, "All leads"));
    await waitFor(() => expect(history.href()).toBe("/inbox?queue=all"));
    await waitFor(() => expect(names(canvasElement)).toHaveLength(8));
    await userEvent.click(tab(canvasElement, "Needs a reply"));
    await waitFor(() => expect(history.href()).toBe("/inbox"));
    await waitFor(() => expect(names(canvasElement)).toEqual(["Ciaran Walsh"]));
  },
};
