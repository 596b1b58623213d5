import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CaseStudyCard } from "../../src/components/CaseStudyCard";
import { caseStudiesContent, caseStudy } from "../fixtures/company";
import { noImage } from "../fixtures/screens";

const study = caseStudy("coaching-funnel");

const meta = {
  title: "Sections/Case study card",
  component: CaseStudyCard,
  args: { study, openLabel: caseStudiesContent.labels.open, onOpen: fn() },
  decorators: [
    (Story) => (
      <Box p="8" maxW="sm">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(study.title);
    await expect(canvas.getByRole("img", { name: study.imageAlt })).toHaveAttribute("width", "640");
  },
};

/** A click on the card's button opens its study: the picture is Default's. */
export const Opens: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: new RegExp(study.title) }));
    await expect(args.onOpen).toHaveBeenCalledWith(study.id);
  },
};

export const ClickAnywhere: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    // The button's stretched area covers the card: a click on the image opens the study too.
    const image = within(canvasElement).getByRole("img", { name: study.imageAlt });
    const box = image.getBoundingClientRect();
    const target = canvasElement.ownerDocument.elementFromPoint(box.x + 20, box.y + 20);
    if (!(target instanceof HTMLElement)) throw new Error("Nothing under the image");
    await userEvent.click(target);
    await expect(args.onOpen).toHaveBeenCalledWith(study.id);
  },
};
