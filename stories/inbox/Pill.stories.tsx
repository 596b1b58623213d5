import type { Meta, StoryObj } from "@storybook/react-vite";
import { Flex } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { DueBadge, Pill } from "../../src/inbox/Pill";
import { STORY_NOW } from "../fixtures/inbox-data";

const meta = {
  title: "Inbox/Pill",
  component: Pill,
  args: { icon: "alert", bg: "danger.50", color: "fg.error", children: "1 failed delivery" },
  decorators: [
    (Story) => (
      <Flex p="6" gap="2" flexWrap="wrap">
        {Story()}
      </Flex>
    ),
  ],
} satisfies Meta<typeof Pill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's small label: its words and an icon, never its colour alone (axe checks the contrast). */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1 failed delivery")).toBeVisible();
  },
};

/**
 * DueBadge, where an unanswered enquiry stands against its due time: overdue, due soon (within its
 * last 4 hours) and due, each in words.
 */
export const DueStates: Story = {
  render: () => (
    <>
      <DueBadge dueAt="2026-03-11T15:00:00.000Z" asOf={STORY_NOW} />
      <DueBadge dueAt="2026-03-12T12:30:00.000Z" asOf={STORY_NOW} />
      <DueBadge dueAt="2026-03-13T09:41:00.000Z" asOf={STORY_NOW} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Overdue by 19 h 15 min")).toBeVisible();
    await expect(canvas.getByText("Due in 2 h 15 min")).toBeVisible();
    await expect(canvas.getByText("Due in 23 h 26 min")).toBeVisible();
  },
};
