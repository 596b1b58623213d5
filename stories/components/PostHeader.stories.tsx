import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PostHeader } from "../../src/components/PostHeader";
import { blogPostContent, postPage } from "../fixtures/article";
import { bothScreens } from "../fixtures/screens";

const labels = blogPostContent.labels;

const meta = {
  title: "Sections/Post header",
  component: PostHeader,
  args: {
    post: postPage("scaling-framework").post,
    category: postPage("scaling-framework").category,
    labels,
    headingId: "post-title",
  },
} satisfies Meta<typeof PostHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScalingFramework: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "The Scaling Framework",
    );
    await expect(canvas.getByText("Business Scaling")).toBeVisible();
    await expect(canvas.getByRole("link", { name: labels.back.label })).toHaveAttribute(
      "href",
      "/blog",
    );
    // The cover holds its 1200x630 box from the first paint; it adds nothing to read.
    const cover = canvasElement.querySelector("img");
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "630");
    await expect(cover).toHaveAttribute("alt", "");
  },
};

export const SaasLaunchGuide: Story = {
  args: {
    post: postPage("saas-launch-guide").post,
    category: postPage("saas-launch-guide").category,
  },
};
