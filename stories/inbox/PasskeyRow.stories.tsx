import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PasskeyRow } from "../../src/inbox/PasskeyRow";
import { PASSKEYS } from "../fixtures/inbox-data";
import { noImage } from "../fixtures/screens";

const [laptop, phone] = PASSKEYS;
if (!laptop || !phone) throw new Error("The inbox fixtures have two passkeys");

const meta = {
  title: "Inbox/Passkey row",
  component: PasskeyRow,
  args: { passkey: laptop, here: true, onRename: fn(async () => true), onRemove: fn() },
  decorators: [
    (Story) => (
      <Box as="ul" listStyleType="none" p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PasskeyRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The passkey this device holds: its name, when it was added and last used, Rename and Remove. */
export const ThisDevice: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement);
    await expect(row.getByText("This device")).toBeVisible();
    await expect(row.getByText(/^Added /)).toHaveTextContent(/Last used/);
    await expect(row.getByRole("button", { name: `Remove ${laptop.name}` })).toBeVisible();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Remove asks for it to go (the view asks first). The picture is ThisDevice's. */
export const RemovePressed: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: `Remove ${laptop.name}` }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Another device's passkey, never used to sign in. */
export const NotUsedYet: Story = {
  args: { passkey: phone, here: false },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.queryByText("This device")).toBeNull();
    await expect(row.getByText(/Not used to sign in yet\./)).toBeVisible();
  },
};

/** Being renamed in place: the name in a field, kept with Save or left with Cancel. */
export const Renaming: Story = {
  args: { initialRenaming: true },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement);
    await expect(row.getByRole("textbox", { name: "Name" })).toHaveValue(laptop.name);
    await expect(row.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(row.queryByRole("button", { name: `Rename ${laptop.name}` })).toBeNull();
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

/** Rename opens the field; the new name is saved with Save and the row shows it again. */
export const Renamed: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement);
    await userEvent.click(row.getByRole("button", { name: `Rename ${laptop.name}` }));
    const name = row.getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Desk laptop");
    await userEvent.click(row.getByRole("button", { name: "Save" }));
    await expect(args.onRename).toHaveBeenCalledWith("Desk laptop");
    await expect(await row.findByRole("button", { name: `Rename ${laptop.name}` })).toBeVisible();
  },
};
