/** @jest-environment ./tests/unit/stories/jsdom-with-fetch.ts */
// Every state of an inbox story shows from its args and data alone, as on its Docs page, where
// stories are drawn without their play functions: each story is rendered here without one.
import { composeStories } from "@storybook/react";
import { within } from "@testing-library/dom";
import * as accountView from "../../../stories/inbox/AccountView.stories";
import * as addPasskeyPrompt from "../../../stories/inbox/AddPasskeyPrompt.stories";
import * as inboxApp from "../../../stories/inbox/InboxApp.stories";
import * as inviteView from "../../../stories/inbox/InviteView.stories";
import * as leadListView from "../../../stories/inbox/LeadListView.stories";
import * as leadReply from "../../../stories/inbox/LeadReply.stories";
import * as linkSignInView from "../../../stories/inbox/LinkSignInView.stories";
import * as personData from "../../../stories/inbox/PersonData.stories";
import * as signInView from "../../../stories/inbox/SignInView.stories";
import * as teamView from "../../../stories/inbox/TeamView.stories";
import * as leadNotes from "../../../stories/inbox/LeadNotes.stories";
import * as leadView from "../../../stories/inbox/LeadView.stories";
import * as passkeyRow from "../../../stories/inbox/PasskeyRow.stories";
import { OWNER, PASSKEYS, WALSH } from "../../../stories/fixtures/inbox-data";
import { draw, shown, type Composed } from "./draw-story";

type Canvas = ReturnType<typeof within>;

const value = (control: HTMLElement) => (control as HTMLInputElement).value;

/** A stories file's stories, composed, by name. */
const composed = (stories: Parameters<typeof composeStories>[0]) =>
  composeStories(stories) as unknown as Record<string, Composed>;

const notes = composed(leadNotes);
const row = composed(passkeyRow);
const lead = composed(leadView);
const list = composed(leadListView);
const app = composed(inboxApp);
const account = composed(accountView);
const team = composed(teamView);
const signIn = composed(signInView);
const reply = composed(leadReply);
const person = composed(personData);
const prompt = composed(addPasskeyPrompt);
const invite = composed(inviteView);
const link = composed(linkSignInView);

/** The count of the leads a list shows, once it has them. */
const countOf = async (canvas: Canvas) =>
  (await shown(() => canvas.queryByRole("heading", { level: 2, name: /^\d+ leads?/ }))).textContent;

const statusOf = async (canvas: Canvas) =>
  value(await shown(() => canvas.queryByRole("combobox", { name: "Set the status" })));

const cases: [string, Composed | undefined, (canvas: Canvas) => Promise<void>][] = [
  [
    "LeadNotes Adding holds the note being written",
    notes.Adding,
    async (canvas) => {
      expect(value(canvas.getByRole("textbox", { name: "New note" }))).not.toBe("");
    },
  ],
  [
    "PasskeyRow Renaming has the name in its field",
    row.Renaming,
    async (canvas) => {
      expect(value(canvas.getByRole("textbox", { name: "Name" }))).toBe(PASSKEYS[0]?.name);
      expect(canvas.getByRole("button", { name: "Save" })).toBeTruthy();
    },
  ],
  [
    "LeadView StatusChanged has the new status and the change in its history",
    lead.StatusChanged,
    async (canvas) => {
      expect(await statusOf(canvas)).toBe("qualified");
      const history = within(canvas.getByRole("region", { name: "History" }));
      expect(history.getByRole("listitem").textContent).toMatch(/^New\s*→\s*to\s*Qualified/);
    },
  ],
  [
    "LeadView MarkedSpam is set aside as spam, with Not spam",
    lead.MarkedSpam,
    async (canvas) => {
      expect(await statusOf(canvas)).toBe("spam");
      expect(canvas.getByRole("button", { name: "Not spam" })).toBeTruthy();
    },
  ],
  [
    "LeadView Erased says the address's data was erased",
    lead.Erased,
    async (canvas) => {
      expect(canvas.getByRole("heading", { level: 1 }).textContent).toBe("Erased");
      expect(
        canvas.getByText(`Everything held under ${WALSH.record.email} was erased`),
      ).toBeTruthy();
    },
  ],
  [
    "LeadView Retried has its webhook delivered, no Retry now left",
    lead.Retried,
    async (canvas) => {
      const deliveries = within(
        await shown(() => canvas.queryByRole("region", { name: "Deliveries" })),
      );
      expect(deliveries.getByRole("listitem").textContent).toMatch(/Delivered.*6 attempts/);
      expect(deliveries.queryByRole("button")).toBeNull();
    },
  ],
  [
    "LeadView NoteAdded has the note with who wrote it",
    lead.NoteAdded,
    async (canvas) => {
      const notes = within(await shown(() => canvas.queryByRole("region", { name: "Notes" })));
      expect(notes.getByRole("listitem").textContent).toMatch(/case study/);
    },
  ],
  [
    "LeadListView Mine lists only the member's leads, Mine checked",
    list.Mine,
    async (canvas) => {
      expect(await countOf(canvas)).toMatch(/^1 lead/);
      const mine = canvas.getByRole("checkbox", { name: "Mine: only the leads assigned to me" });
      expect((mine as HTMLInputElement).checked).toBe(true);
    },
  ],
  [
    "LeadListView Pages is on its second page",
    list.Pages,
    async (canvas) => {
      expect(await countOf(canvas)).toMatch(/4–6 shown/);
      expect(canvas.getByText("Page 2 of 3")).toBeTruthy();
    },
  ],
  [
    "InboxApp LinkSent says the link is on its way",
    app.LinkSent,
    async (canvas) => {
      const sent = await shown(() => canvas.queryByText(`Check ${OWNER.user.email}`));
      expect(sent.closest("[role=status]")?.textContent).toMatch(/a sign-in link is on its way/);
    },
  ],
  [
    "InboxApp SignedOutNotice says the owner signed out",
    app.SignedOutNotice,
    async (canvas) => {
      const notice = await shown(() => canvas.queryByText("You have signed out."));
      expect(notice.closest("[role=status]")).toBeTruthy();
    },
  ],
  [
    "InboxApp PasskeyAdded says so over the leads, no offer left",
    app.PasskeyAdded,
    async (canvas) => {
      await shown(() => canvas.queryByText("Passkey added"));
      expect(canvas.queryByRole("complementary", { name: "Add a passkey" })).toBeNull();
    },
  ],
  [
    "InboxApp PasskeyOfferedOnThisDevice offers a passkey on this device",
    app.PasskeyOfferedOnThisDevice,
    async (canvas) => {
      const offer = await shown(() =>
        canvas.queryByRole("complementary", { name: "Add a passkey" }),
      );
      expect(offer.textContent).toMatch(/This device has no passkey of yours/);
    },
  ],
  [
    "AccountView AddedHere says so, the new passkey this device's",
    account.AddedHere,
    async (canvas) => {
      await shown(() => canvas.queryByText("Passkey added on this device."));
      const added = await shown(() => canvas.queryAllByRole("listitem")[1] ?? null);
      expect(added.textContent).toMatch(/^Passkey added 2026-03-12\s*This device/);
    },
  ],
  [
    "AccountView LastRefused has the dialog with the server's refusal",
    account.LastRefused,
    async (canvas) => {
      const dialog = await shown(() => canvas.queryByRole("dialog"));
      expect(within(dialog).getByRole("alert").textContent).toMatch(/last passkey cannot/);
    },
  ],
  [
    "TeamView Invited shows the invitation's link and the new member",
    team.Invited,
    async (canvas) => {
      expect(value(canvas.getByRole("textbox", { name: "Invitation link" }))).toMatch(
        /invitation-1$/,
      );
      await shown(() => (canvas.queryAllByRole("listitem").length === 4 ? true : null));
    },
  ],
  [
    "TeamView RemoveConfirmation asks in its dialog",
    team.RemoveConfirmation,
    async (canvas) => {
      expect(canvas.getByRole("dialog").textContent).toMatch(/Remove erin@scalewise\.studio\?/);
    },
  ],
  [
    "SignInView PasskeyPrompt waits for the passkey, its button held",
    signIn.PasskeyPrompt,
    async (canvas) => {
      expect(canvas.getByText("Waiting for your passkey")).toBeTruthy();
      const button = canvas.getByRole("button", { name: "Sign in with a passkey" });
      expect(button.getAttribute("aria-disabled")).toBe("true");
    },
  ],
  [
    "SignInView PasskeyCancelled says the prompt was closed",
    signIn.PasskeyCancelled,
    async (canvas) => {
      expect(canvas.getByRole("alert").textContent).toMatch(/The passkey prompt was closed/);
    },
  ],
  [
    "SignInView LinkSent says the link is on its way",
    signIn.LinkSent,
    async (canvas) => {
      expect(canvas.getByRole("status").textContent).toMatch(/^Check niamh@scalewise\.studio/);
    },
  ],
  [
    "SignInView LinkRefused has the refusal and the address kept",
    signIn.LinkRefused,
    async (canvas) => {
      expect(canvas.getByRole("alert").textContent).toMatch(/Too many sign-in links/);
      expect(value(canvas.getByRole("textbox", { name: /Your email address/ }))).toBe(
        "niamh@scalewise.studio",
      );
    },
  ],
  [
    "LeadReply Sending holds the message, its button saying so",
    reply.Sending,
    async (canvas) => {
      const button = await shown(() => canvas.queryByRole("button", { name: "Sending…" }));
      expect(button.getAttribute("aria-disabled")).toBe("true");
      expect(value(canvas.getByRole("textbox", { name: "Message" }))).toBe("Hello Ciaran");
    },
  ],
  [
    "LeadReply Sent says so, the lead first answered now",
    reply.Sent,
    async (canvas) => {
      await shown(() => canvas.queryByText("Reply sent to ciaran@walshfurniture.ie."));
      expect(canvas.getByText(/First answered/).textContent).toMatch(/12 Mar 2026, 10:15/);
    },
  ],
  [
    "LeadReply Failed has the refusal and the message kept",
    reply.Failed,
    async (canvas) => {
      await shown(() => canvas.queryByText("The last reply is still being sent"));
      expect(value(canvas.getByRole("textbox", { name: "Message" }))).toBe("Hello again");
    },
  ],
  [
    "LeadReply MarkedAnswered says so",
    reply.MarkedAnswered,
    async (canvas) => {
      await shown(() => canvas.queryByText("Marked as answered."));
    },
  ],
  [
    "LeadView ExportData says the data was downloaded",
    lead.ExportData,
    async (canvas) => {
      const data = await shown(() => canvas.queryByRole("region", { name: "This person's data" }));
      expect(within(data).getByText("Downloaded")).toBeTruthy();
    },
  ],
  [
    "LeadView EraseConfirmation asks in its dialog, the wrong word refused",
    lead.EraseConfirmation,
    async (canvas) => {
      const dialog = within(await shown(() => canvas.queryByRole("dialog")));
      expect(dialog.getByRole("heading").textContent).toBe(
        `Erase everything held under ${WALSH.record.email}?`,
      );
      const word = dialog.getByLabelText("Type erase to confirm");
      expect(value(word)).toBe("delete");
      expect(word.getAttribute("aria-invalid")).toBe("true");
      const described = document.getElementById(word.getAttribute("aria-describedby") ?? "");
      expect(described?.textContent).toContain("Type erase to confirm, or cancel");
    },
  ],
  [
    "PersonData Exported says the data was downloaded",
    person.Exported,
    async (canvas) => {
      expect(canvas.getByText("Downloaded")).toBeTruthy();
    },
  ],
  [
    "LeadListView BulkSpam says what was marked, nothing selected",
    list.BulkSpam,
    async (canvas) => {
      await countOf(canvas);
      expect(canvas.getByText("1 lead marked as spam. 1 lead already was.")).toBeTruthy();
      expect(canvas.queryByRole("region", { name: "Selected leads" })).toBeNull();
    },
  ],
  [
    "LeadListView SelectAllOnThisPage has every lead on the page selected",
    list.SelectAllOnThisPage,
    async (canvas) => {
      await countOf(canvas);
      expect(canvas.getByRole("region", { name: "Selected leads" }).textContent).toMatch(
        /8 leads selected/,
      );
      const all = canvas.getByRole("checkbox", { name: "Select all on this page" });
      expect((all as HTMLInputElement).checked).toBe(true);
    },
  ],
  [
    "AddPasskeyPrompt Waiting waits for the passkey",
    prompt.Waiting,
    async (canvas) => {
      expect(canvas.getByText(/Waiting for your passkey/)).toBeTruthy();
    },
  ],
  [
    "AddPasskeyPrompt Cancelled says the prompt was closed",
    prompt.Cancelled,
    async (canvas) => {
      expect(canvas.getByRole("alert").textContent).toMatch(/The passkey prompt was closed/);
    },
  ],
  [
    "InviteView CreatingPasskey waits for the passkey",
    invite.CreatingPasskey,
    async (canvas) => {
      expect(canvas.getByText("Waiting for your passkey")).toBeTruthy();
    },
  ],
  [
    "InviteView PasskeyCancelled says the prompt was closed",
    invite.PasskeyCancelled,
    async (canvas) => {
      expect(canvas.getByRole("alert").textContent).toMatch(/The passkey prompt was closed/);
    },
  ],
  [
    "InviteView Expired says the invitation is spent",
    invite.Expired,
    async (canvas) => {
      expect(canvas.getByRole("alert").textContent).toMatch(/expired or was already used/);
    },
  ],
  [
    "LinkSignInView Expired says the link is spent",
    link.Expired,
    async (canvas) => {
      expect(canvas.getByRole("alert").textContent).toMatch(/expired or was already used/);
    },
  ],
];

test.each(cases)("%s without its play function", async (_, story, check) => {
  if (!story) throw new Error("No such story");
  const host = await draw(story);
  await check(within(host));
});
