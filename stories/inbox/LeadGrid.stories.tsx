import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { LeadGrid, LeadGridRow, LeadWho } from "../../src/inbox/LeadGrid";
import { loadInbox } from "../fixtures/inbox-server";
import { withInboxHistory } from "../fixtures/inbox-story";

const COLUMNS = { base: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr)" };

const meta = {
  title: "Inbox/Lead grid",
  component: LeadGrid,
  loaders: [loadInbox],
  decorators: [withInboxHistory],
  args: { columns: COLUMNS, headings: ["Who", "Asked for"], children: null },
  render: (args) => (
    <LeadGrid {...args}>
      <LeadGridRow columns={COLUMNS}>
        <LeadWho
          lead={{ id: "ld-1042", name: "Ciaran Walsh", email: "ciaran@walshfurniture.ie" }}
        />
        <Text fontSize="sm">Message</Text>
      </LeadGridRow>
      <LeadGridRow columns={COLUMNS}>
        <LeadWho lead={{ id: "ld-1040", name: null, email: "tom.hughes@hughesbakery.co.uk" }} />
        <Text fontSize="sm">Newsletter sign-up</Text>
      </LeadGridRow>
    </LeadGrid>
  ),
} satisfies Meta<typeof LeadGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of the lists: LeadGridRow per lead, LeadWho naming it with a link to it. */
export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "Ciaran Walsh" })).toHaveAttribute(
      "href",
      "/inbox/lead/ld-1042",
    );
    await expect(
      canvas.getByRole("link", { name: "tom.hughes@hughesbakery.co.uk" }),
    ).toHaveAttribute("href", "/inbox/lead/ld-1040");
  },
};
