import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { CaseStudyDetail } from "../../src/components/CaseStudyDetail";
import { caseStudiesContent, caseStudy } from "../fixtures/company";
import { bothScreens, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const labels = caseStudiesContent.labels;

const meta = {
  title: "Sections/Case study detail",
  component: CaseStudyDetail,
  parameters: framedInDocs,
  args: {
    study: caseStudy("ecommerce-automation"),
    labels,
    titleId: "case-study-title",
    dialogId: "case-study-dialog",
  },
  decorators: [
    (Story) => (
      <Box maxW="3xl" mx="auto" my="8" borderWidth="1px" borderRadius="2xl" overflow="hidden">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof CaseStudyDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTestimonial: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const study = caseStudy("ecommerce-automation");
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(study.title);
    for (const result of study.results) {
      await expect(canvas.getByText(result.label)).toBeInTheDocument();
      await expect(canvas.getByText(result.value)).toBeInTheDocument();
    }
    await expect(canvas.getByRole("figure")).toHaveTextContent(study.testimonial?.quote ?? "");
    await expect(canvas.getByRole("link", { name: labels.book.label })).toHaveAttribute(
      "href",
      labels.book.to,
    );
  },
};

/**
 * The close button closes the dialog the detail is shown in (here one beside it), with no script:
 * the picture is WithTestimonial's.
 */
export const Closes: Story = {
  ...WithTestimonial,
  parameters: { ...WithTestimonial.parameters, ...noImage },
  decorators: [
    (Story, { args }) => (
      <>
        {Story()}
        <dialog id={args.dialogId} aria-label="The detail's dialog" />
      </>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const dialog = canvasElement.ownerDocument.getElementById(args.dialogId);
    if (!(dialog instanceof HTMLDialogElement)) throw new Error("No dialog beside the detail");
    dialog.show();
    await userEvent.click(within(canvasElement).getByRole("button", { name: labels.close }));
    await expect(dialog.open).toBe(false);
  },
};

export const WithoutTestimonial: Story = {
  args: { study: caseStudy("coaching-funnel") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("figure")).not.toBeInTheDocument();
  },
};
