import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { LeadRecord } from "../../src/inbox/LeadRecord";
import { HUGHES, LEADS, WALSH } from "../fixtures/inbox-data";

const meta = {
  title: "Inbox/Lead record",
  component: LeadRecord,
  args: { lead: WALSH },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof LeadRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll("dt"), (term) => term.textContent);

/** A contact message: every field the form has, labelled, then when, which form and where. */
export const ContactMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual([
      "Name",
      "Email",
      "Phone",
      "Website",
      "Subject",
      "Budget",
      "How they heard of us",
      "Message",
      "Received",
      "Form",
      "Sent from",
      "Lead id",
    ]);
    // Filed as a message, as the owner's alert names it.
    const form = within(canvasElement).getAllByText("Form")[0];
    await expect(form?.nextElementSibling).toHaveTextContent("Message");
    await expect(within(canvasElement).queryByRole("region", { name: "Consent" })).toBeNull();
  },
};

/** An assessment: its score and the recommendations sent, one a line. */
export const Assessment: Story = {
  args: { lead: LEADS[3] },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toContain("Assessment score");
    await expect(
      within(canvasElement).getByText(/Automate your lead follow-up\s+Price on value/),
    ).toBeVisible();
  },
};

/** A sign-up: the consent it gave (the words, their version, the page) and its confirmation. */
export const SignUp: Story = {
  args: { lead: HUGHES },
  play: async ({ canvasElement }) => {
    const consent = within(within(canvasElement).getByRole("region", { name: "Consent" }));
    await expect(consent.getByText(/Get scaling insights/)).toBeVisible();
    await expect(
      consent.getByText("Waiting for the visitor to confirm their address."),
    ).toBeVisible();
  },
};

/** A confirmed address, with when. */
export const Confirmed: Story = {
  args: {
    lead: { ...HUGHES, confirmation: { state: "confirmed", at: "2026-03-11T08:20:00.000Z" } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Address confirmed/)).toHaveTextContent(
      "Address confirmed 11 Mar 2026, 08:20.",
    );
  },
};
