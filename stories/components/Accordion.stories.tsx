import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { Accordion } from "../../src/components/Accordion";
import { contactPageContent } from "../fixtures/company";
import { noImage } from "../fixtures/screens";

const faq = contactPageContent.faq;
const [first, second, third] = faq;
if (!first || !second || !third) throw new Error("The FAQ needs at least three items");

const meta = {
  title: "Foundations/Accordion",
  component: Accordion,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { items: { control: false } },
  args: {
    id: "faq",
    items: faq.map((item) => ({
      id: item.id,
      title: item.question,
      content: <Text>{item.answer}</Text>,
    })),
  },
  decorators: [
    (Story) => (
      <Box p="8" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement, question: string) =>
  within(canvasElement).getByRole("button", { name: question });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(faq.length);
    for (const item of faq) {
      const button = header(canvasElement, item.question);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(canvas.queryByText(item.answer)).not.toBeVisible();
    }
  },
};

/** The first answer open, as a visitor leaves it after one click. */
export const OneOpen: Story = {
  args: { defaultOpen: [first.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = header(canvasElement, first.question);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = canvas.getByRole("region", { name: first.question });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-controls", panel.id);
    await expect(panel).toHaveTextContent(first.answer);
    await expect(header(canvasElement, second.question)).toHaveAttribute("aria-expanded", "false");
  },
};

/** Any number may be open at once: the first and the third. */
export const SeveralOpen: Story = {
  args: { defaultOpen: [first.id, third.id] },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, first.question)).toHaveAttribute("aria-expanded", "true");
    await expect(header(canvasElement, second.question)).toHaveAttribute("aria-expanded", "false");
    await expect(header(canvasElement, third.question)).toHaveAttribute("aria-expanded", "true");
  },
};

/** A click opens an item without closing another; a second click closes it again. */
export const OpensAndCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(header(canvasElement, first.question));
    await expect(header(canvasElement, first.question)).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: first.question })).toBeVisible();
    await userEvent.click(header(canvasElement, third.question));
    await expect(header(canvasElement, first.question)).toHaveAttribute("aria-expanded", "true");
    await expect(header(canvasElement, third.question)).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(header(canvasElement, first.question));
    await expect(header(canvasElement, first.question)).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(first.answer)).not.toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const last = faq[faq.length - 1];
    if (!last) throw new Error("The FAQ is empty");
    await userEvent.tab();
    await expect(header(canvasElement, first.question)).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(header(canvasElement, second.question)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(header(canvasElement, second.question)).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{End}");
    await expect(header(canvasElement, last.question)).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(header(canvasElement, last.question)).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expect(header(canvasElement, first.question)).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(header(canvasElement, last.question)).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(header(canvasElement, first.question)).toHaveFocus();
  },
};
