import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import content from "../../content/data/confirm.json";
import {
  CONFIRM_ENDPOINT,
  CONFIRM_TOKEN_FIELD,
  type ConfirmState,
} from "../../src/lib/leads/confirm";
import { EmailLinkView } from "../../src/views/EmailLinkView";
import { framedInDocs } from "../fixtures/docs";
import { bothScreens } from "../fixtures/screens";

const page = (id: ConfirmState) => {
  const found = content.pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no confirm page ${id}`);
  return found;
};

/** A state's words and its links on, as src/templates/confirm.tsx passes them. */
const state = (id: ConfirmState) => ({ page: page(id), links: page(id).links ?? [] });

const meta = {
  title: "Pages/Confirm",
  component: EmailLinkView,
  args: {
    eyebrow: content.eyebrow,
    ...state("ask"),
    action: CONFIRM_ENDPOINT,
    tokenField: CONFIRM_TOKEN_FIELD,
    trackingLabel: "confirm-subscription",
  },
  parameters: framedInDocs,
} satisfies Meta<typeof EmailLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, no form, and the links on to the pages its content names, and nothing else. */
async function showsEnd(canvasElement: HTMLElement, id: ConfirmState) {
  const canvas = within(canvasElement);
  const { title, links = [] } = page(id);
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(title);
  await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  await expect(canvasElement.querySelector("form")).toBeNull();
  await expect(canvas.getAllByRole("link")).toHaveLength(links.length);
  for (const link of links) {
    await expect(canvas.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
  }
}

/**
 * What the link in a sign-up's email opens: one button in a plain form, which the server fills
 * with the token. Opening the page confirms nothing (mail scanners follow links); the button does.
 */
export const Ask: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Confirm your subscription",
    );
    const button = canvas.getByRole("button", { name: "Confirm my subscription" });
    const form = button.closest("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", CONFIRM_ENDPOINT);
    const token = form?.querySelector(`input[name="${CONFIRM_TOKEN_FIELD}"]`);
    await expect(token).toHaveAttribute("type", "hidden");
    await expect(token).toHaveValue("");
    // Nothing else to press before the choice is made.
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** /confirm/done: on the mailing list, and ways on. */
export const Done: Story = {
  args: state("done"),
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "done");
    await expect(within(canvasElement).getByText(/now on our mailing list/)).toBeVisible();
  },
};

/** /confirm/already: the link opened again once its address is confirmed; no button to press. */
export const Already: Story = {
  args: state("already"),
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "already");
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Already confirmed",
    );
    await expect(within(canvasElement).getByText(/already confirmed this address/)).toBeVisible();
  },
};

/** /confirm/expired: a link older than 30 days; the way back is to sign up again. */
export const Expired: Story = {
  args: state("expired"),
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "expired");
    await expect(within(canvasElement).getByText(/work for 30 days/)).toBeVisible();
    await expect(
      within(canvasElement).getByRole("link", { name: "Sign up again" }),
    ).toHaveAttribute("href", "/blog");
  },
};

/** /confirm/invalid: a link cut short or forged. */
export const Invalid: Story = {
  args: state("invalid"),
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "invalid");
    await expect(within(canvasElement).getByText(/cut short when it was copied/)).toBeVisible();
  },
};
