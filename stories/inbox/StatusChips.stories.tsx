import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusChips } from "../../src/inbox/StatusChips";
import { leadQueryString } from "../../src/lib/inbox/filter";
import { loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Inbox/Status chips",
  component: StatusChips,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: {
    counts: { new: 12, contacted: 5, qualified: 3, won: 2, lost: 4, spam: 1 },
    hrefFor: (status) => `/inbox${leadQueryString({ status, form: "contact" })}`,
  },
} satisfies Meta<typeof StatusChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("navigation", { name: "Leads by status" })).getAllByRole(
    "link",
  );

/** All first, current; each with its count, read out as leads. */
export const All: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const chips = links(canvasElement);
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      "All27 leads",
      "New12 leads",
      "Contacted5 leads",
      "Qualified3 leads",
      "Won2 leads",
      "Lost4 leads",
      "Spam1 lead",
    ]);
    await expect(chips[0]).toHaveAttribute("aria-current", "page");
    await expect(chips[1]).toHaveAttribute("href", "/inbox?status=new&form=contact");
    await expect(chips[1]).toHaveAttribute("title", "Arrived and not yet answered.");
  },
};

/** One status chosen. */
export const OneStatus: Story = {
  args: { selected: "won" },
  play: async ({ canvasElement }) => {
    const current = links(canvasElement).filter((chip) => chip.getAttribute("aria-current"));
    await expect(current.map((chip) => chip.textContent)).toEqual(["Won2 leads"]);
  },
};
