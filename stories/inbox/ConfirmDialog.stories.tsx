import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConfirmDialog } from "../../src/inbox/ConfirmDialog";
import { Notice } from "../../src/inbox/Notice";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Confirm dialog",
  component: ConfirmDialog,
  parameters: framedInDocs,
  argTypes: { problem: { control: false } },
  args: {
    title: "Remove erin@scalewise.studio?",
    text: "They can no longer sign in: their passkeys are deleted and every session they have ends.",
    confirmLabel: "Remove",
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole("dialog", { name }));

/** A modal dialog named by its question and described by what it does; focus starts on Close. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, "Remove erin@scalewise.studio?");
    await expect(within(canvasElement).getByRole("dialog")).toHaveAccessibleDescription(
      /passkeys are deleted/,
    );
    await expect(modal.getByRole("button", { name: "Close" })).toHaveFocus();
  },
};

/** The action's button does it: the picture is Open's. */
export const Confirms: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement, "Remove erin@scalewise.studio?");
    await userEvent.click(modal.getByRole("button", { name: "Remove" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Tab stays inside; Escape and Cancel close without doing anything. */
export const Keyboard: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement, "Remove erin@scalewise.studio?");
    await userEvent.tab();
    await expect(modal.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    await expect(modal.getByRole("button", { name: "Remove" })).toHaveFocus();
    await userEvent.tab();
    await expect(modal.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const ERASE_ARGS = {
  title: "Erase everything held under ciaran@walshfurniture.ie?",
  text: "Every lead, message and sign-up from this address is deleted and cannot be brought back.",
  confirmLabel: "Erase",
  typeToConfirm: "erase",
};

/** With a word to type: the field waits for it, and the action runs only once it is typed. */
export const TypeToConfirm: Story = {
  args: ERASE_ARGS,
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement, ERASE_ARGS.title);
    await expect(modal.getByLabelText("Type erase to confirm")).toHaveValue("");
    await expect(modal.getByRole("button", { name: "Close" })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Another word typed: refused, with what to type. */
export const WrongWordRefused: Story = {
  args: { ...ERASE_ARGS, refused: "delete" },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, ERASE_ARGS.title);
    const field = modal.getByLabelText("Type erase to confirm");
    await expect(field).toHaveValue("delete");
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(/Type erase to confirm, or cancel/);
  },
};

/** Pressed before the word, then with it: it runs only the second time. The picture is TypeToConfirm's. */
export const RunsOnceTyped: Story = {
  args: ERASE_ARGS,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement, ERASE_ARGS.title);
    await userEvent.click(modal.getByRole("button", { name: "Erase" }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(modal.getByLabelText("Type erase to confirm")).toBeInvalid();
    await userEvent.type(modal.getByLabelText("Type erase to confirm"), "Erase");
    await userEvent.click(modal.getByRole("button", { name: "Erase" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The action failed: the server's words in the dialog, which stays open. */
export const Failed: Story = {
  args: {
    problem: <Notice tone="problem" title="Only the owner can remove members" />,
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, "Remove erin@scalewise.studio?");
    await expect(modal.getByRole("alert")).toHaveTextContent("Only the owner can remove members");
  },
};
