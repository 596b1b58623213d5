import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ExitIntent } from "../../src/components/ExitIntent";
import { reserveAtBottom } from "../../src/hooks/use-bottom-reserve";
import { submitExitPopup } from "../../src/browser/leads/submissions";
import { contactEmail, formsCopy, magnets } from "../fixtures/forms";
import { withNetwork } from "../fixtures/network";
import { noImage, withMotion } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const copy = formsCopy.exitPopup;

const meta = {
  title: "Internals/Exit intent",
  component: ExitIntent,
  args: {
    copy,
    notices: formsCopy.notices,
    magnets,
    contactEmail,
    submit: fn(submitExitPopup),
  },
  beforeEach: withNetwork,
  // The dwell timer must run as it does for visitors.
  parameters: { ...withMotion, ...framedInDocs },
  decorators: [
    (Story) => (
      <Box p="6" minH="60vh">
        <Text>Move the pointer out through the top of the window to see the offer.</Text>
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ExitIntent>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pointer leaves through the top edge, once the listener (an effect) is in place. */
async function leaveThroughTop() {
  await pause(50);
  document.documentElement.dispatchEvent(
    new MouseEvent("mouseleave", { clientY: -2, relatedTarget: null }),
  );
}

// The popup's code loads on demand, so allow it more than the default second to appear.
const findPopup = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("dialog", { name: copy.heading }, { timeout: 5000 });

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Leaving and coming back within the 100 ms dwell shows nothing.
    await leaveThroughTop();
    document.documentElement.dispatchEvent(new MouseEvent("mouseenter"));
    await pause(250);
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** Opens the offer, books the strategy call and waits for the confirmation note. */
async function bookStrategyCall(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await leaveThroughTop();
  const popup = within(await findPopup(canvasElement));
  await userEvent.click(popup.getByRole("radio", { name: /Strategy Call/ }));
  await userEvent.type(popup.getByLabelText(/Email address/), "owner@business.co.uk");
  await userEvent.click(popup.getByRole("button", { name: copy.callButton }));
  // A successful submit closes it; a note says what happens next.
  await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
  await expect(canvas.getByRole("status")).toHaveTextContent(copy.callSuccessText);
  // A call is not a subscription: nothing to confirm.
  await expect(canvas.getByRole("status")).not.toHaveTextContent(
    formsCopy.notices.confirmWithResource,
  );
}

export const OpensOnceAndConfirms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bookStrategyCall(canvasElement);
    // It never reappears.
    await leaveThroughTop();
    await pause(250);
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** The note after the report was sent. */
async function expectReportNote(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("status")).toHaveTextContent(copy.successText);
  // Double opt-in: the email with the report also confirms the subscription.
  await expect(canvas.getByText(formsCopy.notices.confirmWithResource)).toBeVisible();
  // What was promised, at once: the report itself, as the email also links it.
  await expect(canvas.getByRole("link", { name: copy.readNow })).toHaveAttribute(
    "href",
    "/resources/roi-report",
  );
}

/**
 * A report sent: the note says so, links the report at once and says its email also confirms the
 * subscription (double opt-in).
 */
export const ConfirmsWithTheResource: Story = {
  args: { sent: { result: { success: true }, choice: "roi-report" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument();
    await expectReportNote(canvasElement);
  },
};

/** The report chosen and sent from the popup. The picture is ConfirmsWithTheResource's. */
export const SendsTheResource: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await leaveThroughTop();
    const popup = within(await findPopup(canvasElement));
    await userEvent.click(popup.getByRole("radio", { name: /ROI Report/ }));
    await userEvent.type(popup.getByLabelText(/Email address/), "owner@business.co.uk");
    await userEvent.click(popup.getByRole("button", { name: copy.button }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expectReportNote(canvasElement);
  },
};

export const ClosedNeverReturns: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await leaveThroughTop();
    const popup = within(await findPopup(canvasElement));
    await userEvent.click(popup.getByRole("button", { name: copy.close }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await leaveThroughTop();
    await pause(250);
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

const BANNER_HEIGHT = 120;

/** The note clears the consent banner (and the floating button) when they hold the bottom. */
export const ConfirmsAboveConsentBanner: Story = {
  beforeEach: () => reserveAtBottom("consent-banner", `${BANNER_HEIGHT}px`),
  play: async ({ canvasElement }) => {
    await bookStrategyCall(canvasElement);
    const note = within(canvasElement).getByRole("status");
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(parseFloat(getComputedStyle(note).bottom)).toBe(BANNER_HEIGHT + rem);
    await expect(window.innerHeight - note.getBoundingClientRect().bottom).toBe(
      BANNER_HEIGHT + rem,
    );
  },
};
