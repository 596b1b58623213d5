import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { QueueTabs } from "../../src/inbox/QueueTabs";
import { loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";

const meta = {
  title: "Inbox/Queue tabs",
  component: QueueTabs,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: {
    current: "reply",
    hrefFor: (queue) => (queue === "reply" ? "/inbox" : `/inbox?queue=${queue}`),
  },
} satisfies Meta<typeof QueueTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("navigation", { name: "Lead views" })).getAllByRole(
    "link",
  );

/** The first screen's tab: Needs a reply is the page shown, underlined as well as coloured. */
export const NeedsAReply: Story = {
  play: async ({ canvasElement }) => {
    const [reply, signUps, all] = links(canvasElement);
    await expect(links(canvasElement).map((link) => link.textContent)).toEqual([
      "Needs a reply",
      "Sign-ups",
      "All leads",
    ]);
    await expect(reply).toHaveAttribute("aria-current", "page");
    await expect(signUps).toHaveAttribute("href", "/inbox?queue=sign-ups");
    await expect(all).toHaveAttribute("href", "/inbox?queue=all");
  },
};

/** Another view shown. */
export const SignUps: Story = {
  args: { current: "sign-ups" },
  play: async ({ canvasElement }) => {
    const [reply, signUps] = links(canvasElement);
    await expect(signUps).toHaveAttribute("aria-current", "page");
    await expect(reply).not.toHaveAttribute("aria-current");
  },
};
