import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import content from "../../content/data/my-data.json";
import {
  MY_DATA_CONFIRM_FIELD,
  MY_DATA_CONFIRM_VALUE,
  MY_DATA_EMAIL_FIELD,
  MY_DATA_ENDPOINT,
  MY_DATA_ERASE_ENDPOINT,
  MY_DATA_EXPORT_ENDPOINT,
  MY_DATA_LINK_MINUTES,
  MY_DATA_PATH,
  MY_DATA_TOKEN_FIELD,
  type MyDataState,
} from "../../src/lib/leads/my-data";
import { MyDataView } from "../../src/views/MyDataView";
import { framedInDocs } from "../fixtures/docs";
import { bothScreens } from "../fixtures/screens";

const page = (id: MyDataState) => {
  const found = content.pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no my-data page ${id}`);
  return found;
};

const meta = {
  title: "Pages/My data",
  component: MyDataView,
  args: { eyebrow: content.eyebrow, page: page("ask") },
  parameters: framedInDocs,
} satisfies Meta<typeof MyDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, and the links on to the pages its content names, and nothing else. */
async function showsEnd(canvasElement: HTMLElement, id: MyDataState) {
  const canvas = within(canvasElement);
  const { title, links } = page(id);
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(title);
  await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  await expect(canvasElement.querySelector("form")).toBeNull();
  await expect(canvas.getAllByRole("link")).toHaveLength(links?.length ?? 0);
  for (const link of links ?? []) {
    await expect(canvas.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
  }
}

const minutes = new RegExp(`${MY_DATA_LINK_MINUTES} minutes`);

/** /privacy/my-data: one required email field in a plain form that posts without scripts. */
export const Ask: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "See or erase your data",
    );
    await expect(canvas.getByText(minutes)).toBeVisible();
    const email = canvas.getByRole("textbox", { name: /Your email address/ });
    await expect(email).toHaveAttribute("name", MY_DATA_EMAIL_FIELD);
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(email).toBeRequired();
    const button = canvas.getByRole("button", { name: "Email me a link" });
    await expect(button).toHaveAttribute("type", "submit");
    const form = button.closest("form");
    await expect(form).toBe(email.closest("form"));
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", MY_DATA_ENDPOINT);
    // Nothing else to press before the address is given.
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** After the address is sent: the same words whether or not we hold anything under it. */
export const Sent: Story = {
  args: { page: page("sent") },
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "sent");
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Check your email");
    await expect(canvas.getByText(/or a note to say we hold none/)).toBeVisible();
    await expect(canvas.getByText(minutes)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Our privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  },
};

/**
 * What the emailed link opens: whose data it is, a download and an erasure, each a plain form
 * whose token the server fills in (as it does the address), with the scripts taken out.
 */
export const Yours: Story = {
  args: { page: page("yours") },
  parameters: bothScreens,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Your data, your choice",
    );
    await expect(canvasElement.querySelector("[data-my-data-email]")).toHaveTextContent(
      "your email address",
    );
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
    const tokenOf = (form: HTMLFormElement | null) =>
      form?.querySelector(`input[name="${MY_DATA_TOKEN_FIELD}"]`);

    await step("download", async () => {
      await expect(
        canvas.getByRole("heading", { level: 2, name: "Download a copy" }),
      ).toBeVisible();
      const button = canvas.getByRole("button", { name: "Download my data" });
      await expect(button).toHaveAttribute("type", "submit");
      const form = button.closest("form");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", MY_DATA_EXPORT_ENDPOINT);
      await expect(tokenOf(form)).toHaveAttribute("type", "hidden");
      await expect(tokenOf(form)).toHaveAttribute("value", "");
    });

    await step("erase, only once the box is ticked", async () => {
      await expect(canvas.getByRole("heading", { level: 2, name: "Erase my data" })).toBeVisible();
      const button = canvas.getByRole("button", { name: "Erase my data" });
      await expect(button).toHaveAttribute("type", "submit");
      const form = button.closest("form");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", MY_DATA_ERASE_ENDPOINT);
      await expect(tokenOf(form)).toHaveAttribute("type", "hidden");
      await expect(tokenOf(form)).toHaveAttribute("value", "");
      const confirm = canvas.getByRole("checkbox", { name: "I understand this can't be undone" });
      await expect(confirm.closest("form")).toBe(form);
      await expect(confirm).toHaveAttribute("name", MY_DATA_CONFIRM_FIELD);
      await expect(confirm).toHaveAttribute("value", MY_DATA_CONFIRM_VALUE);
      await expect(confirm).toBeRequired();
      await expect(confirm).not.toBeChecked();
      await expect(form?.checkValidity()).toBe(false);
    });
  },
};

export const Erased: Story = {
  args: { page: page("erased") },
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "erased");
    await expect(within(canvasElement).getByText(/one-way keyed hash/)).toBeVisible();
  },
};

/** A link opened after its time: a way to ask for a new one. */
export const Expired: Story = {
  args: { page: page("expired") },
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "expired");
    const canvas = within(canvasElement);
    await expect(canvas.getByText(minutes)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      MY_DATA_PATH,
    );
  },
};

/** A link that does not open (cut short, altered): a way to ask for a new one. */
export const Invalid: Story = {
  args: { page: page("invalid") },
  play: async ({ canvasElement }) => {
    await showsEnd(canvasElement, "invalid");
    await expect(
      within(canvasElement).getByRole("link", { name: "Ask for a new link" }),
    ).toHaveAttribute("href", MY_DATA_PATH);
  },
};
