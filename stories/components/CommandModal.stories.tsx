import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Heading, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { attachUrlDialogs } from "../../src/browser/behaviours/url-dialogs";
import { Button } from "../../src/components/Button";
import { CommandModal, type CommandModalProps } from "../../src/components/CommandModal";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

const PARAM = "offer";
const DIALOG_ID = "command-modal-story";
const TITLE = "Book a free strategy session";

/** A button that opens the dialog by its command, and the dialog named in the URL once open. */
function WithItsButton(props: CommandModalProps) {
  useEffect(() => attachUrlDialogs(document, props.selection.param), [props.selection.param]);
  return (
    <Box p="8">
      <Button commandfor={props.id} command="show-modal">
        See the offer
      </Button>
      <CommandModal {...props} />
    </Box>
  );
}

function setOfferInUrl(item: string | null) {
  const url = new URL(window.location.href);
  if (item === null) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, item);
  window.history.replaceState(window.history.state, "", url);
}

const offerInUrl = () => new URLSearchParams(window.location.search).get(PARAM);

const meta = {
  title: "Foundations/Command modal",
  component: CommandModal,
  parameters: framedInDocs,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    id: DIALOG_ID,
    selection: { param: PARAM, item: "strategy-session" },
    labelledBy: "command-modal-story-title",
    closeLabel: "Close",
    children: (
      <Box p="8">
        <Heading as="h2" size="lg" id="command-modal-story-title" pe="10">
          {TITLE}
        </Heading>
        <Text mt="2" color="fg.muted">
          A 30-minute call with our team, with no obligation.
        </Text>
      </Box>
    ),
  },
  render: (args) => <WithItsButton {...args} />,
  beforeEach: () => {
    setOfferInUrl(null);
    return () => setOfferInUrl(null);
  },
} satisfies Meta<typeof CommandModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const opener = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: "See the offer" });

/** Closed, the dialog is in the page but neither shown nor in the accessibility tree. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(opener(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(opener(canvasElement));
    const dialog = await within(canvasElement).findByRole("dialog", { name: TITLE });
    await expect(dialog.matches(":modal")).toBe(true);
    await expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await expect(offerInUrl()).toBe("strategy-session");
  },
};

/** Escape closes it, focus back on its button and the URL as before: the picture is Closed's. */
export const EscapeCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const button = opener(canvasElement);
    await userEvent.click(button);
    await within(canvasElement).findByRole("dialog", { name: TITLE });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(offerInUrl()).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A link that names the item opens its dialog: the picture is Open's. */
export const OpensFromUrl: Story = {
  parameters: noImage,
  beforeEach: () => setOfferInUrl("strategy-session"),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole("dialog", { name: TITLE });
    await expect(dialog.matches(":modal")).toBe(true);
  },
};
