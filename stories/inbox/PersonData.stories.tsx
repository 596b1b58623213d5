import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { exportFileName, PersonData } from "../../src/inbox/PersonData";
import { WALSH } from "../fixtures/inbox-data";
import { inboxOf, loadInbox } from "../fixtures/inbox-server";
import { placeholderInbox } from "../fixtures/inbox-story";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Person data",
  component: PersonData,
  loaders: [loadInbox],
  parameters: framedInDocs,
  argTypes: { client: { control: false } },
  args: {
    email: WALSH.record.email,
    client: placeholderInbox.client,
    saveFile: fn(),
    onErased: fn(),
  },
  render: (args, { loaded }) => (
    <Box p="6" maxW="sm">
      <PersonData {...args} client={inboxOf(loaded).client} />
    </Box>
  ),
} satisfies Meta<typeof PersonData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whose data, and the two things the owner can do with it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(WALSH.record.email)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export this person's data" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Erase this person's data" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  },
};

/** Exported: a word that it went to the downloads, under the file's name. */
export const Exported: Story = {
  args: { start: { exported: true } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Downloaded")).toBeVisible();
    await expect(canvas.getByText("personal-data-ciaran-walshfurniture.ie.json")).toBeVisible();
    await expect(args.saveFile).not.toHaveBeenCalled();
    await expect(inboxOf(loaded).requests).toEqual([]);
  },
};

/** Export pressed: the server's JSON to the downloads, and said. The picture is Exported's. */
export const Exports: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Export this person's data" }));
    await expect(await canvas.findByText("Downloaded")).toBeVisible();
    await expect(args.saveFile).toHaveBeenCalledWith(
      "personal-data-ciaran-walshfurniture.ie.json",
      expect.any(Blob),
    );
    await expect(exportFileName("Ann O'Neill@Example.ie")).toBe(
      "personal-data-ann-o-neill-example.ie.json",
    );
  },
};

/** Erased once "erase" is typed and confirmed; the dialog closes (the picture of Idle). */
export const Erasing: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Erase this person's data" }));
    const dialog = within(await canvas.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText("Type erase to confirm"), "erase");
    await userEvent.click(dialog.getByRole("button", { name: "Erase" }));
    await waitFor(() => expect(args.onErased).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(inboxOf(loaded).requests.at(-1)?.body).toEqual({
      email: WALSH.record.email,
      confirm: "erase",
    });
  },
};
