import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PostNavigation } from "../../src/components/PostNavigation";
import { blogPostContent, postPage } from "../fixtures/article";
import { bothScreens } from "../fixtures/screens";

const labels = blogPostContent.labels;

const meta = {
  title: "Sections/Post navigation",
  component: PostNavigation,
  args: { ...postPage("saas-launch-guide").adjacent, labels },
  decorators: [
    (Story) => (
      <Container maxW="4xl" py="10">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof PostNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const previousLink = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole("link", { name: new RegExp(labels.previous) });
const nextLink = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole("link", { name: new RegExp(labels.next) });

export const Both: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: labels.morePosts });
    await expect(nav).toBeVisible();
    // Older post: AI automation ROI (July); newer: the scaling framework (October).
    await expect(previousLink(canvasElement)).toHaveAttribute("href", "/blog/ai-automation-roi");
    await expect(previousLink(canvasElement)).toHaveAttribute("rel", "prev");
    await expect(previousLink(canvasElement)).toHaveTextContent(/ROI of AI Automation/);
    await expect(nextLink(canvasElement)).toHaveAttribute("href", "/blog/scaling-framework");
    await expect(nextLink(canvasElement)).toHaveAttribute("rel", "next");
  },
};

export const OldestWithoutPrevious: Story = {
  args: postPage("ai-automation-roi").adjacent,
  play: async ({ canvasElement }) => {
    await expect(previousLink(canvasElement)).not.toBeInTheDocument();
    await expect(nextLink(canvasElement)).toHaveAttribute("href", "/blog/saas-launch-guide");
  },
};

export const NewestWithoutNext: Story = {
  args: postPage("scaling-framework").adjacent,
  play: async ({ canvasElement }) => {
    await expect(nextLink(canvasElement)).not.toBeInTheDocument();
    await expect(previousLink(canvasElement)).toHaveAttribute("href", "/blog/saas-launch-guide");
  },
};
