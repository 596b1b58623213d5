import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ReplyFigures, ReplyFiguresPanel } from "../../src/inbox/ReplyFigures";
import { inboxOf, loadInbox } from "../fixtures/inbox-server";
import { InboxCanvas } from "../fixtures/inbox-story";
import { FIGURES } from "../fixtures/reply-desk";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Reply figures",
  component: ReplyFigures,
  loaders: [loadInbox],
  args: { page: FIGURES },
} satisfies Meta<typeof ReplyFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("table", { name: "How the 24-hour promise is kept" }))
    .getAllByRole("row")
    .map((row) => row.textContent);

/** Per UK week and form: the median time to first reply and the share answered within 24 hours. */
export const Weeks: Story = {
  play: async ({ canvasElement }) => {
    const shown = rows(canvasElement);
    await expect(shown[1]).toBe("Week of 9 March 2026Consultation request45 min100% (1 of 1)");
    await expect(shown[3]).toBe("Week of 2 March 2026Message5 h 30 min75% (3 of 4)");
    await expect(shown.at(-1)).toBe("Week of 16 February 2026No enquiry due yet");
  },
};

/** No enquiry has come due in the weeks shown. */
export const NoneYet: Story = {
  args: { page: { ...FIGURES, figures: [] } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement).slice(1)).toEqual([
      "Week of 9 March 2026No enquiry due yet",
      "Week of 2 March 2026No enquiry due yet",
      "Week of 23 February 2026No enquiry due yet",
      "Week of 16 February 2026No enquiry due yet",
    ]);
  },
};

/** ReplyFiguresPanel: the figures asked of the server on their own; a failure offers Try again. */
export const Unreachable: Story = {
  parameters: { ...noImage, inbox: { answers: { "GET /api/inbox/reply-figures": "offline" } } },
  render: (_args, { loaded }) => {
    const inbox = inboxOf(loaded);
    return (
      <InboxCanvas inbox={inbox}>
        <ReplyFiguresPanel client={inbox.client} />
      </InboxCanvas>
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("The inbox's server cannot be reached");
  },
};
