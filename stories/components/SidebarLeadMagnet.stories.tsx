import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SidebarLeadMagnet } from "../../src/components/SidebarLeadMagnet";
import { submitSidebarMagnet } from "../../src/browser/leads/submissions";
import { validateEmailOnly } from "../../src/lib/leads/field-schemas";
import { contactEmail, formsCopy, magnet } from "../fixtures/forms";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { queuedSubmissions, REJECTION, requests, withNetwork } from "../fixtures/network";
import { expectSentAgainRefused, formStates } from "../fixtures/form-states";
import { noImage } from "../fixtures/screens";

const copy = formsCopy.sidebarMagnet;
const guide = magnet("scaling-guide");
const EMAIL = "owner@business.co.uk";
const states = formStates({ email: EMAIL });
const INVALID = { email: "owner at business" };

const meta = {
  title: "Forms/Sidebar lead magnet",
  component: SidebarLeadMagnet,
  args: {
    magnet: guide,
    copy,
    notices: formsCopy.notices,
    contactEmail,
    submit: fn(submitSidebarMagnet),
  },
  beforeEach: [withNetwork, withGtagSpy],
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof SidebarLeadMagnet>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email address/), EMAIL);
  await userEvent.click(canvas.getByRole("button", { name: copy.button }));
  return canvas;
}

const features = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("list")).getAllByRole("listitem");

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("£497")).toBeVisible();
    await expect(canvas.getByText("2,847")).toBeVisible();
    await expect(canvas.getByText(/50-page guide/)).toBeVisible();
    await expect(features(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

/** Every feature of the guide listed, as after "show more". */
export const FeaturesExpanded: Story = {
  args: { expandedAtStart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: copy.showLess });
    await expect(features(canvasElement)).toHaveLength(6);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

/**
 * "Show more" lists every feature and "show less" the first three again. The picture is
 * FeaturesExpanded's.
 */
export const ShowsMoreAndLess: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(features(canvasElement)).toHaveLength(3);
    const more = canvas.getByRole("button", { name: copy.showMore });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await expect(features(canvasElement)).toHaveLength(6);
    const less = canvas.getByRole("button", { name: copy.showLess });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(less);
    await expect(features(canvasElement)).toHaveLength(3);
  },
};

export const Filled: Story = {
  args: { start: states.filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Email address/)).toHaveValue(EMAIL);
    await expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled();
  },
};

export const Invalid: Story = {
  args: { start: { values: INVALID, errors: validateEmailOnly(INVALID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Email address/)).toHaveAccessibleDescription(
      "Invalid email format",
    );
  },
};

/**
 * Sent again: the same problem found, focus on the field and nothing sent. The picture is
 * Invalid's.
 */
export const InvalidSentAgain: Story = {
  ...Invalid,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await expectSentAgainRefused(canvasElement, {
      label: /Email address/,
      button: copy.button,
      send: args.submit,
    });
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText(/Email address/)).toHaveAccessibleDescription(
        "Invalid email format",
      ),
    );
  },
};

export const Submitting: Story = {
  args: { start: states.submitting },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Getting Your Guide..." }),
    ).toBeDisabled();
  },
};

/** While the email is on its way: the busy button. */
export const BusyWhileSending: Story = {
  parameters: { ...noImage, network: "pending" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByRole("button", { name: "Getting Your Guide..." }),
    ).toBeDisabled();
  },
};

export const Success: Story = {
  args: { start: states.sent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole("status");
    await expect(panel).toHaveTextContent(copy.successTitle);
    // Double opt-in: the email with the guide also confirms the subscription.
    await expect(within(panel).getByText(formsCopy.notices.confirmWithResource)).toBeVisible();
    await expect(canvas.getByRole("link", { name: copy.readNow })).toHaveAttribute(
      "href",
      "/resources/scaling-guide",
    );
  },
};

/** What sending does: the thanks and the guide, the lead as posted and the download counted. */
export const Sends: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent(copy.successTitle);
    // Double opt-in: the email with the guide also confirms the subscription.
    await expect(within(panel).getByText(formsCopy.notices.confirmWithResource)).toBeVisible();
    // The field is cleared on success.
    await expect(canvas.queryByDisplayValue(EMAIL)).not.toBeInTheDocument();
    await expect(requests[0]?.body).toEqual({
      email: EMAIL,
      tags: ["scaling_guide"],
      source: "sidebar_lead_magnet",
    });
    // The guide counts as downloaded once the request has succeeded.
    await expect(trackedEvents("lead_magnet_download")).toEqual([
      { lead_magnet: guide.id, source: "sidebar_lead_magnet" },
    ]);
    // What was promised, at once: the guide itself, as the email also links it.
    await expect(canvas.getByRole("link", { name: copy.readNow })).toHaveAttribute(
      "href",
      "/resources/scaling-guide",
    );
  },
};

export const Failure: Story = {
  args: { start: states.refused },
  parameters: { network: "rejected" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(REJECTION.error);
  },
};

/** Sent again and refused again: the email is kept. The picture is Failure's. */
export const FailureSentAgain: Story = {
  ...Failure,
  parameters: { ...Failure.parameters, ...noImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Refused again: the email is kept for another try, and no download counted.
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(REJECTION.error);
    await expect(canvas.getByLabelText(/Email address/)).toHaveValue(EMAIL);
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
    await expect(trackedEvents("lead_magnet_download")).toEqual([]);
  },
};

export const Offline: Story = {
  args: { start: states.queued },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole("status");
    await expect(panel).toHaveTextContent(formsCopy.notices.queuedTitle);
    // Not sent yet, so no email to look for; the guide is there to read now.
    await expect(panel).not.toHaveTextContent(formsCopy.notices.confirmWithResource);
    await expect(canvas.getByRole("link", { name: copy.readNow })).toBeInTheDocument();
  },
};

/** Sent without a connection: kept in the retry queue, and the guide there to read at once. */
export const QueuesOffline: Story = {
  parameters: { ...noImage, network: "offline" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent(formsCopy.notices.queuedTitle);
    // Not sent yet, so no email to look for.
    await expect(panel).not.toHaveTextContent(formsCopy.notices.confirmWithResource);
    await expect(queuedSubmissions()).toHaveLength(1);
    // The guide does not wait for the connection: it is there to read now.
    await expect(canvas.getByRole("link", { name: copy.readNow })).toBeInTheDocument();
  },
};
