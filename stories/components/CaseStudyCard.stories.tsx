import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CaseStudyCard, caseStudyDialogId } from "../../src/components/CaseStudyCard";
import { caseStudiesContent, caseStudy } from "../fixtures/company";
import { noImage } from "../fixtures/screens";

const study = caseStudy("coaching-funnel");

const meta = {
  title: "Sections/Case study card",
  component: CaseStudyCard,
  args: { study, openLabel: caseStudiesContent.labels.open },
  decorators: [
    (Story) => (
      <Box p="8" maxW="sm">
        {Story()}
        {/* The study's dialog, which the card's button shows. */}
        <dialog id={caseStudyDialogId(study.id)} aria-label={study.title} />
      </Box>
    ),
  ],
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The study's dialog is open, shown modal, and closed again for the next story. */
async function expectStudyShown(canvasElement: HTMLElement) {
  const dialog = canvasElement.ownerDocument.getElementById(caseStudyDialogId(study.id));
  if (!(dialog instanceof HTMLDialogElement)) throw new Error("No dialog for the study");
  await waitFor(() => expect(dialog.matches(":modal")).toBe(true));
  dialog.close();
}

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: new RegExp(study.title) }));
    await expectStudyShown(canvasElement);
  },
};

export const ClickAnywhere: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    // The button's stretched area covers the card: a click on the image opens the study too.
    const image = within(canvasElement).getByRole("img", { name: study.imageAlt });
    const box = image.getBoundingClientRect();
    const target = canvasElement.ownerDocument.elementFromPoint(box.x + 20, box.y + 20);
    if (!(target instanceof HTMLElement)) throw new Error("Nothing under the image");
    await userEvent.click(target);
    await expectStudyShown(canvasElement);
  },
};
