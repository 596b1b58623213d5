import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Heading } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { SearchResults } from "../../src/components/SearchResults";
import { fillTemplate } from "../../src/lib/fill-template";
import { searchDocuments } from "../../src/lib/search/rank";
import { searchCopy, searchIndex } from "../fixtures/search";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Search results",
  component: SearchResults,
  args: {
    results: searchDocuments(searchIndex, "automation"),
    copy: searchCopy,
    labelledBy: "results-heading",
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="4xl">
        <Heading as="h2" id="results-heading" size="lg">
          {searchCopy.resultsHeading}
        </Heading>
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArticlesAndPages: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole("list", { name: searchCopy.resultsHeading });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(args.results.length);
    // Best first, each title linking to its page.
    for (const [position, result] of args.results.entries()) {
      const item = items[position] as HTMLElement;
      await expect(within(item).getByRole("link", { name: result.document.title })).toHaveAttribute(
        "href",
        result.document.path,
      );
      await expect(within(item).getByText(searchCopy.kinds[result.document.kind])).toBeVisible();
    }
  },
};

export const WithMatchedHeading: Story = {
  args: { results: searchDocuments(searchIndex, "worked example") },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        fillTemplate(searchCopy.matchedHeading, { heading: "A worked example" }),
      ),
    ).toBeVisible();
  },
};

export const TitleMatchNotRepeated: Story = {
  args: { results: searchDocuments(searchIndex, "scaling framework") },
  play: async ({ canvasElement, args }) => {
    const [first] = args.results;
    // The post's h1 is its title: it is not shown a second time as the matched section.
    await expect(first?.heading).not.toBe(first?.document.title);
    const list = within(canvasElement).getByRole("list", { name: searchCopy.resultsHeading });
    const [item] = within(list).getAllByRole("listitem");
    await expect(
      within(item as HTMLElement).queryByText(
        fillTemplate(searchCopy.matchedHeading, { heading: first?.document.title ?? "" }),
      ),
    ).not.toBeInTheDocument();
  },
};

export const Nothing: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("list")).not.toBeInTheDocument();
  },
};
