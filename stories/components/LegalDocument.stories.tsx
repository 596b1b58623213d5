import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { LegalDocument } from "../../src/components/LegalDocument";
import { contactDetails, legalLabels, termsOfService } from "../fixtures/company";

const meta = {
  title: "Sections/Legal document",
  component: LegalDocument,
  args: {
    sections: termsOfService.sections,
    labels: legalLabels,
    updated: termsOfService.updated,
    email: contactDetails.email,
  },
  decorators: [(Story) => <Container py="8">{Story()}</Container>],
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = within(canvas.getByRole("navigation", { name: legalLabels.contents }));
    // Every entry of the table of contents points at a section on the page.
    for (const link of contents.getAllByRole("link")) {
      const id = link.getAttribute("href")?.slice(1) ?? "";
      await expect(canvasElement.ownerDocument.getElementById(id)).toHaveRole("region");
    }
    await expect(canvas.getAllByRole("link", { name: contactDetails.email })[0]).toHaveAttribute(
      "href",
      `mailto:${contactDetails.email}`,
    );
    await expect(canvas.queryByText(/\{email\}/)).not.toBeInTheDocument();
  },
};
