/** @jest-environment ./tests/unit/stories/jsdom-with-fetch.ts */
// Every state of an inbox story shows from its args and data alone, as on its Docs page, where
// stories are drawn without their play functions: each story is rendered here without one.
import { act } from "react";
import { composeStories } from "@storybook/react";
import { within } from "@testing-library/dom";
import * as leadListView from "../../../stories/inbox/LeadListView.stories";
import * as leadNotes from "../../../stories/inbox/LeadNotes.stories";
import * as leadView from "../../../stories/inbox/LeadView.stories";
import * as passkeyRow from "../../../stories/inbox/PasskeyRow.stories";
import { PASSKEYS, WALSH } from "../../../stories/fixtures/inbox-data";
import { draw, type Composed } from "./draw-story";

type Canvas = ReturnType<typeof within>;

/** Lets the story's own loads answer (its inbox is in memory) until `find` sees its state. */
async function shown<T>(find: () => T | null): Promise<T> {
  for (let turn = 0; turn < 100; turn += 1) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error("The story's state never showed");
}

const value = (control: HTMLElement) => (control as HTMLInputElement).value;

const notes = composeStories(leadNotes) as unknown as Record<string, Composed>;
const row = composeStories(passkeyRow) as unknown as Record<string, Composed>;
const lead = composeStories(leadView) as unknown as Record<string, Composed>;
const list = composeStories(leadListView) as unknown as Record<string, Composed>;

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
];

test.each(cases)("%s without its play function", async (_, story, check) => {
  if (!story) throw new Error("No such story");
  const host = await draw(story);
  await check(within(host));
});
