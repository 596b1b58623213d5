import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { LeadFilters } from "../../src/inbox/LeadFilters";
import { FORM_LABELS, INBOX_FORMS } from "../../src/lib/inbox/forms";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Lead filters",
  component: LeadFilters,
  args: { filter: {}, onChange: fn() },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof LeadFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every form, any day, no words; no Clear filters. */
export const Unfiltered: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole("combobox", { name: "Form" });
    await expect(
      within(form)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Every form", ...INBOX_FORMS.map((name) => FORM_LABELS[name])]);
    await expect(canvas.getByLabelText("Received from")).toHaveAttribute("type", "date");
    await expect(canvas.getByRole("searchbox", { name: /Search/ })).toHaveAccessibleDescription(
      "Names, addresses, companies and messages",
    );
    await expect(canvas.getByRole("search", { name: "Filter leads" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Clear filters" })).toBeNull();
  },
};

/** Choices apply at once, each as a whole new filter. */
export const Choosing: Story = {
  parameters: noImage,
  args: { filter: { status: "new" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Form" }), "contact");
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: "new", form: "contact" });
    await userEvent.type(canvas.getByLabelText("Received from"), "2026-03-01");
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: "new", from: "2026-03-01" });
  },
};

/**
 * Words apply when sent, trimmed. (A pause in the typing may apply them before: the list's
 * story Search as you type shows that; here only what sending does is asserted.)
 */
export const Searching: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: /Search/ }), "  walsh  ");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: "walsh" });
  },
};

/** A filter set: its values shown, the days bounding each other, and Clear filters. */
export const Filtered: Story = {
  args: { filter: { form: "contact", from: "2026-03-01", to: "2026-03-12", q: "orders" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Received from")).toHaveAttribute("max", "2026-03-12");
    await expect(canvas.getByLabelText("Received to")).toHaveAttribute("min", "2026-03-01");
    await expect(canvas.getByRole("searchbox", { name: /Search/ })).toHaveValue("orders");
    await expect(canvas.getByRole("button", { name: "Clear filters" })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Clear filters asks for none. The picture is Filtered's. */
export const ClearsFilters: Story = {
  parameters: noImage,
  args: Filtered.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Clear filters" }));
    await expect(args.onChange).toHaveBeenCalledWith({});
  },
};
