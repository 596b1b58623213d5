import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ExitIntentPopup } from "../../src/components/ExitIntentPopup";
import { submitExitPopup } from "../../src/browser/leads/submissions";
import { contactEmail, formsCopy, magnets } from "../fixtures/forms";
import { queuedSubmissions, requests, REJECTION, withNetwork } from "../fixtures/network";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

const copy = formsCopy.exitPopup;
const EMAIL = "owner@business.co.uk";

const meta = {
  title: "Components/ExitIntentPopup",
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

async function choose(canvasElement: HTMLElement, title: RegExp) {
  const popup = within(await dialog(canvasElement));
  await userEvent.click(popup.getByRole("radio", { name: title }));
  return popup;
}

async function send(canvasElement: HTMLElement, title = /Scaling Guide/, button = copy.button) {
  const popup = await choose(canvasElement, title);
  await userEvent.type(popup.getByLabelText(/Email address/), EMAIL);
  await userEvent.click(popup.getByRole("button", { name: button }));
  return popup;
}

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
  play: async ({ canvasElement }) => {
    const popup = await choose(canvasElement, /ROI Report/);
    await expect(popup.getByLabelText(/Email address/)).toBeVisible();
    await expect(popup.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await choose(canvasElement, /ROI Report/);
    await userEvent.type(popup.getByLabelText(/Email address/), "owner@");
    await userEvent.click(popup.getByRole("button", { name: copy.button }));
    // The field rules arrive with the lead library on the first submission.
    await waitFor(() =>
      expect(popup.getByLabelText(/Email address/)).toHaveAccessibleDescription(
        "Invalid email format",
      ),
    );
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { network: "pending" },
  play: async ({ canvasElement }) => {
    const popup = await send(canvasElement);
    await expect(await popup.findByRole("button", { name: copy.submitting })).toBeDisabled();
  },
};

export const Success: Story = {
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
  play: async ({ canvasElement, args }) => {
    await send(canvasElement, /Strategy Call/, copy.callButton);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(requests[0]?.body).toEqual({
      email: EMAIL,
      type: "strategy_call",
      source: "exit_intent_popup",
    });
  },
};

export const Failure: Story = {
  parameters: { network: "rejected" },
  play: async ({ canvasElement, args }) => {
    const popup = await send(canvasElement);
    await expect(await popup.findByRole("alert")).toHaveTextContent(REJECTION.error);
    await expect(popup.getByLabelText(/Email address/)).toHaveValue(EMAIL);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Offline: Story = {
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
    await expect(await dialog(canvasElement)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
