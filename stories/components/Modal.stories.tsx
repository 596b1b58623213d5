import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Heading, Text } from "@chakra-ui/react";
import { useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { Modal } from "../../src/components/Modal";
import { clickOpener } from "../fixtures/dialog";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Foundations/Modal",
  component: Modal,
  parameters: framedInDocs,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    onClose: fn(),
    labelledBy: "modal-story-title",
    describedBy: "modal-story-text",
    closeLabel: "Close",
    children: (
      <Box p="8">
        <Heading as="h2" size="lg" id="modal-story-title" pe="10">
          Book a free strategy session
        </Heading>
        <Text id="modal-story-text" mt="2" color="fg.muted">
          A 30-minute call with our team, with no obligation.
        </Text>
        <Button mt="6">Choose a time</Button>
      </Box>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("dialog", { name: "Book a free strategy session" });

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal).toHaveAccessibleDescription(/30-minute call/);
    await expect(within(modal).getByRole("button", { name: "Close" })).toHaveFocus();
  },
};

export const TrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    const close = modal.getByRole("button", { name: "Close" });
    const choose = modal.getByRole("button", { name: "Choose a time" });
    // Focus reaches the close button once the dialog has opened, which can be after it is drawn.
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    // From the last control Tab wraps to the first, and Shift+Tab back again.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(choose).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await dialog(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A click on the backdrop asks to close: the picture is Open's. */
export const BackdropCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    // A click on the dialog element itself, outside its content, is a click on the backdrop.
    await userEvent.click(modal);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The close button asks to close: the picture is Open's. */
export const CloseButtonCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const modal = within(await dialog(canvasElement));
    await userEvent.click(modal.getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// Whether the dialog was open by the end of each commit that drew it, noted by DrawnProbe.
const openWhenDrawn: boolean[] = [];

function DrawnProbe() {
  useLayoutEffect(() => {
    openWhenDrawn.push(document.querySelector("dialog")?.open ?? false);
  }, []);
  return null;
}

/** A button opening the dialog as the site's cards do (in the click), or later from a timer. */
function WithOpener({ later = false }: { later?: boolean }) {
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  return (
    <Box p="8">
      <Button onClick={() => (later ? setTimeout(show) : flushSync(show))}>Open the dialog</Button>
      {open && (
        <>
          <Modal onClose={() => setOpen(false)} labelledBy="modal-opener-title" closeLabel="Close">
            <Box p="8">
              <Heading as="h2" size="lg" id="modal-opener-title" pe="10">
                Case study
              </Heading>
            </Box>
          </Modal>
          <DrawnProbe />
        </>
      )}
    </Box>
  );
}

export const ReturnsFocus: Story = {
  render: () => <WithOpener />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Open the dialog" });
    opener.focus();
    const { dialog, openAtOnce, focusedAtOnce } = clickOpener(canvasElement, opener, "Case study");
    await expect(openAtOnce).toBe(true);
    await expect(focusedAtOnce).toBe(true);
    await expect(dialog).toBeVisible();
    await expect(document.body.style.overflow).toBe("hidden");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).toBe("");
  },
};

/** Opened by something other than a click (the exit popup's timer): shown before any paint. */
export const ShownWhenDrawn: Story = {
  parameters: noImage,
  render: () => <WithOpener later />,
  play: async ({ canvasElement }) => {
    openWhenDrawn.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open the dialog" }));
    await expect(await canvas.findByRole("dialog", { name: "Case study" })).toBeVisible();
    await expect(openWhenDrawn).toEqual([true]);
  },
};
