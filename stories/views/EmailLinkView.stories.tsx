import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import confirm from "../../content/data/confirm.json";
import unsubscribe from "../../content/data/unsubscribe.json";
import { CONFIRM_ENDPOINT, CONFIRM_TOKEN_FIELD } from "../../src/lib/leads/confirm";
import { UNSUBSCRIBE_ENDPOINT, UNSUBSCRIBE_TOKEN_FIELD } from "../../src/lib/leads/unsubscribe";
import { EmailLinkView } from "../../src/views/EmailLinkView";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

// The one view behind every page an emailed link opens. Each use has its own stories, with an
// image per state: Views/Unsubscribe and Views/Confirm. These show that the view posts each
// link's token to the endpoint it is given, and hides the links on while it asks.

const pageOf = <T extends { id: string }>(pages: readonly T[], id: string): T => {
  const found = pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
};

const meta = {
  title: "Pages/Email link",
  component: EmailLinkView,
  args: {
    eyebrow: unsubscribe.eyebrow,
    page: pageOf(unsubscribe.pages, "ask"),
    links: unsubscribe.links,
    action: UNSUBSCRIBE_ENDPOINT,
    tokenField: UNSUBSCRIBE_TOKEN_FIELD,
    trackingLabel: "unsubscribe",
  },
  parameters: { ...framedInDocs, ...noImage },
} satisfies Meta<typeof EmailLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form that posts the token, and only that: no link to leave by. */
async function postsTo(canvasElement: HTMLElement, action: string, tokenField: string) {
  const form = canvasElement.querySelector("form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", action);
  await expect(form?.querySelectorAll("input")).toHaveLength(1);
  await expect(form?.querySelector(`input[name="${tokenField}"]`)).toHaveAttribute(
    "type",
    "hidden",
  );
  await expect(within(canvasElement).queryAllByRole("link")).toHaveLength(0);
}

/** An email's unsubscribe link: the token goes to the unsubscribe endpoint. */
export const Unsubscribe: Story = {
  play: async ({ canvasElement }) => {
    await postsTo(canvasElement, UNSUBSCRIBE_ENDPOINT, UNSUBSCRIBE_TOKEN_FIELD);
  },
};

/** A sign-up's confirmation link: the same view, posting to the confirmation endpoint. */
export const Confirm: Story = {
  args: {
    eyebrow: confirm.eyebrow,
    page: pageOf(confirm.pages, "ask"),
    // Given the links on, as an end state would be: the page that asks still shows none.
    links: pageOf(confirm.pages, "done").links ?? [],
    action: CONFIRM_ENDPOINT,
    tokenField: CONFIRM_TOKEN_FIELD,
    trackingLabel: "confirm-subscription",
  },
  play: async ({ canvasElement }) => {
    await postsTo(canvasElement, CONFIRM_ENDPOINT, CONFIRM_TOKEN_FIELD);
  },
};
