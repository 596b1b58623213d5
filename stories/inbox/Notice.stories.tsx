import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { Notice } from "../../src/inbox/Notice";

const meta = {
  title: "Inbox/Notice",
  component: Notice,
  argTypes: { action: { control: false } },
  args: { tone: "done", title: "Note added." },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something done: a polite status. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Note added.");
  },
};

/** A problem, in the server's { error, hint }: an alert. */
export const Problem: Story = {
  args: {
    tone: "problem",
    title: "Too many sign-in links asked for",
    text: "Wait a few minutes, then ask again.",
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Too many sign-in links asked for");
    await expect(alert).toHaveTextContent("Wait a few minutes, then ask again.");
  },
};

/** Something to know, with what to do about it; it takes focus from the button it replaced. */
export const InfoWithAction: Story = {
  args: {
    tone: "info",
    title: "No leads match these filters",
    text: "Try fewer words, another form or a wider range of days.",
    action: (
      <Button size="sm" variant="outline">
        Clear filters
      </Button>
    ),
    takeFocus: true,
  },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole("status");
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(within(notice).getByRole("button", { name: "Clear filters" })).toBeVisible();
  },
};

/** Inside a live region that is always there: no role of its own. */
export const InsideALiveRegion: Story = {
  args: { live: false },
  decorators: [(Story) => <Box aria-live="polite">{Story()}</Box>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
    await expect(within(canvasElement).getByText("Note added.")).toBeVisible();
  },
};
