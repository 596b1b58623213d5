import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import content from "../../content/data/unsubscribe.json";
import { UNSUBSCRIBE_ENDPOINT, UNSUBSCRIBE_TOKEN_FIELD } from "../../src/lib/leads/unsubscribe";
import { EmailLinkView } from "../../src/views/EmailLinkView";
import { framedInDocs } from "../fixtures/docs";
import { bothScreens } from "../fixtures/screens";

const page = (id: string) => {
  const found = content.pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no unsubscribe page ${id}`);
  return found;
};

const meta = {
  title: "Pages/Unsubscribe",
  component: EmailLinkView,
  args: {
    eyebrow: content.eyebrow,
    links: content.links,
    page: page("ask"),
    action: UNSUBSCRIBE_ENDPOINT,
    tokenField: UNSUBSCRIBE_TOKEN_FIELD,
    trackingLabel: "unsubscribe",
  },
  parameters: framedInDocs,
} satisfies Meta<typeof EmailLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an email's link opens: one button in a plain form, which the server fills with the token. */
export const Ask: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Unsubscribe from our emails?",
    );
    const button = canvas.getByRole("button", { name: "Unsubscribe" });
    const form = button.closest("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", UNSUBSCRIBE_ENDPOINT);
    await expect(form?.querySelector(`input[name="${UNSUBSCRIBE_TOKEN_FIELD}"]`)).toHaveAttribute(
      "type",
      "hidden",
    );
    // Nothing else to press before the choice is made.
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** Unsubscribed where no email platform is set up: our own words only. */
export const Done: Story = {
  args: { page: page("done") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "You're unsubscribed",
    );
    await expect(canvas.queryByText(/platform/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    for (const link of content.links) {
      await expect(canvas.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
    }
  },
};

/** Unsubscribed here, and the email platform asked to stop too. */
export const DoneEverywhere: Story = {
  args: { page: page("done-everywhere") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "You're unsubscribed",
    );
    await expect(canvas.getByText(/asked our email platform to stop too/)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { page: page("invalid") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "This unsubscribe link doesn't work",
    );
    await expect(
      canvas.getByText(/unsubscribe link at the foot of our latest email/),
    ).toBeVisible();
  },
};
