import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ExitIntentPopup } from "../../src/components/ExitIntentPopup";
import { submitExitPopup } from "../../src/browser/leads/submissions";
import { validateEmailOnly } from "../../src/lib/leads/field-schemas";
import { contactEmail, formsCopy, magnets } from "../fixtures/forms";
import { queuedSubmissions, REJECTION, requests, withNetwork } from "../fixtures/network";
import { formStates } from "../fixtures/form-states";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

const copy = formsCopy.exitPopup;
const EMAIL = "owner@business.co.uk";
const states = formStates({ email: EMAIL });
const INVALID = { email: "owner@" };

const meta = {
  title: "Forms/Exit intent popup",
  component: ExitIntentPopup,
  parameters: framedInDocs,
  args: {
    copy,
    notices: formsCopy.notices,
    magnets,
    contactEmail,
    submit: fn(submitExitPopup),
    onClose: fn(),
    onDone: fn(),
  },
  beforeEach: withNetwork,
} satisfies Meta<typeof ExitIntentPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog opens (showModal) in an effect just after the first render.
const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("dialog", { name: copy.heading });

/** Sends the address the story starts with, by the button named `button`. */
async function send(canvasElement: HTMLElement, button = copy.button) {
  const popup = within(await dialog(canvasElement));
  await userEvent.click(popup.getByRole("button", { name: button }));
  return popup;
}

const filled = (chosen: string) => ({ chosen, start: states.filled });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const popup = within(await dialog(canvasElement));
    // The lead magnets are chosen first; the email form shows only after a choice.
    await expect(popup.getAllByRole("radio")).toHaveLength(3);
    await expect(popup.getByRole("radio", { name: /50-page guide/ })).toBeInTheDocument();
    await expect(popup.getByRole("radio", { name: /20-page report/ })).toBeInTheDocument();
    await expect(popup.getByRole("radio", { name: /15-minute call/ })).toBeInTheDocument();
    await expect(popup.queryByLabelText(/Email address/)).not.toBeInTheDocument();
  },
};

export const ResourceChosen: Story = {
  args: { chosen: "roi-report" },
  play: async ({ canvasElement }) => {
    const popup = within(await dialog(canvasElement));
    await expect(popup.getByRole("radio", { name: /ROI Report/ })).toBeChecked();
    await expect(popup.getByLabelText(/Email address/)).toBeVisible();
    await expect(popup.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

/** Choosing a resource shows the email field, with the button that resource asks for. */
export const Choosing: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const popup = within(await dialog(canvasElement));
    await userEvent.click(popup.getByRole("radio", { name: /Strategy Call/ }));
    await expect(popup.getByLabelText(/Email address/)).toBeVisible();
    await expect(popup.getByRole("button", { name: copy.callButton })).toBeDisabled();
  },
};

/** The problem the site's own rule finds in what was typed, shown as the visitor sees it. */
export const Invalid: Story = {
  args: {
    chosen: "roi-report",
    start: { values: INVALID, errors: validateEmailOnly(INVALID) },
  },
  play: async ({ canvasElement, args }) => {
    const popup = within(await dialog(canvasElement));
    const email = popup.getByLabelText(/Email address/);
    await expect(email).toHaveAccessibleDescription("Invalid email format");
    // Sending again finds the same problem and puts focus on the field; nothing is sent.
    await send(canvasElement);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { chosen: "scaling-guide", start: states.submitting },
  play: async ({ canvasElement }) => {
    const popup = within(await dialog(canvasElement));
    await expect(popup.getByRole("button", { name: copy.submitting })).toBeDisabled();
  },
};

/** What sending does: the lead as posted, and the popup told it is done (the site closes it). */
export const Sends: Story = {
  args: filled("scaling-guide"),
  play: async ({ canvasElement, args }) => {
    await send(canvasElement);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(requests[0]?.body).toEqual({
      email: EMAIL,
      leadMagnet: "scaling-guide",
      source: "exit_intent_popup",
    });
  },
};

export const StrategyCall: Story = {
  args: filled("strategy-call"),
  play: async ({ canvasElement, args }) => {
    await send(canvasElement, copy.callButton);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(requests[0]?.body).toEqual({
      email: EMAIL,
      type: "strategy_call",
      source: "exit_intent_popup",
    });
  },
};

export const Failure: Story = {
  args: {
    chosen: "scaling-guide",
    start: states.refused,
  },
  parameters: { network: "rejected" },
  play: async ({ canvasElement, args }) => {
    const popup = within(await dialog(canvasElement));
    await expect(popup.getByRole("alert")).toHaveTextContent(REJECTION.error);
    // Refused again: the address is kept for another try, and the popup stays.
    await send(canvasElement);
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    await expect(await popup.findByRole("alert")).toHaveTextContent(REJECTION.error);
    await expect(popup.getByLabelText(/Email address/)).toHaveValue(EMAIL);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sent without a connection: kept in the retry queue, and the popup told it is done. */
export const QueuesOffline: Story = {
  args: filled("scaling-guide"),
  parameters: { network: "offline", ...noImage },
  play: async ({ canvasElement, args }) => {
    await send(canvasElement);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(queuedSubmissions()).toHaveLength(1);
  },
};

export const ClosesOnEscape: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const shown = await dialog(canvasElement);
    await expect(shown).toBeVisible();
    // Escape reaches the dialog once its opening has moved focus in, which can be after it is drawn.
    await waitFor(() => expect(shown.contains(shown.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
