import { Box } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FooterColumns } from "../../src/components/FooterColumns";
import { chrome } from "../fixtures/chrome";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Footer columns",
  component: FooterColumns,
  // The footer's dark band, which the columns' inverted text is drawn for.
  decorators: [
    (Story) => (
      <Box bg="bg.inverted" color="fg.inverted" p="8">
        {Story()}
      </Box>
    ),
  ],
  args: {
    siteTitle: chrome.siteTitle,
    tagline: chrome.footer.tagline,
    navigation: chrome.navigation,
    contact: chrome.contact,
    social: chrome.social,
  },
} satisfies Meta<typeof FooterColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wordmark and tagline, the two link columns and the contact details, as the footer shows them. */
export const Columns: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(chrome.footer.tagline)).toBeVisible();
    const quick = canvas.getByRole("navigation", { name: "Quick links" });
    await expect(within(quick).getAllByRole("link")).toHaveLength(
      chrome.navigation.footerQuick.length,
    );
    const portfolio = canvas.getByRole("navigation", { name: "Portfolio" });
    await expect(within(portfolio).getByRole("link", { name: /SaaS/ })).toHaveAttribute(
      "href",
      "/services#saas-b2b",
    );
    await expect(canvas.getByRole("heading", { name: "Contact", level: 2 })).toBeVisible();
  },
};
