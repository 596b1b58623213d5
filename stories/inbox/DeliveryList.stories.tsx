import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeliveryList } from "../../src/inbox/DeliveryList";
import { HUGHES, WALSH } from "../fixtures/inbox-data";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Delivery list",
  component: DeliveryList,
  args: {
    deliveries: [...WALSH.deliveries, ...HUGHES.deliveries.slice(0, 1), HUGHES.deliveries[2]],
    onRetry: fn(),
    empty: "Not sent to any platform or webhook.",
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof DeliveryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state: delivered, failed (retry), waiting (its next try), refused (retry). */
export const States: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole("listitem");
    await expect(
      items.map(
        (item) => within(item).getAllByText(/Delivered|Failed|Waiting|Refused/)[0].textContent,
      ),
    ).toEqual(["Delivered", "Delivered", "Failed", "Waiting", "Refused"]);
    await expect(items[3]).toHaveTextContent("Next attempt12 Mar 2026, 08:00");
    await expect(
      canvas.getAllByRole("button").map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Retry now: Your webhook", "Retry now: Mailchimp"]);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Retry now asks for that delivery again. The picture is States's. */
export const RetriesOnPress: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Retry now: Mailchimp" }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith("mailchimp");
  },
};

/** While one is retried: its button says so, and every retry waits. */
export const Retrying: Story = {
  args: { retrying: "webhook" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Retrying…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** While one is retried, another press asks nothing. The picture is Retrying's. */
export const RetryWaits: Story = {
  parameters: noImage,
  args: { retrying: "webhook" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Retry now: Mailchimp" }),
    );
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** An email handed to the mail server whose result was never recorded: shown sent, with its Message-ID. */
export const ResultNotRecorded: Story = {
  args: {
    deliveries: [
      {
        target: "visitor-email",
        state: "failed",
        attempts: 1,
        lastAttemptAt: "2026-03-12T09:41:03.000Z",
        sendingSince: "2026-03-12T09:41:03.000Z",
        messageId: "<ld-1042.visitor@scalewise.studio>",
        detail: "sent, result not recorded",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole("listitem");
    await expect(within(item).getByText("Sent, result not recorded")).toBeVisible();
    await expect(item).toHaveTextContent("Message-ID<ld-1042.visitor@scalewise.studio>");
    await expect(within(item).getByRole("button")).toHaveAccessibleName(
      "Retry now: Email to the visitor",
    );
  },
};

/** None at all. */
export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Not sent to any platform or webhook."),
    ).toBeVisible();
  },
};
