import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageIntroView } from "../../src/views/PageIntroView";
import { pageIntro } from "../fixtures/chrome";

const meta = {
  title: "Views/PageIntro",
  component: PageIntroView,
  args: { content: pageIntro("/") },
} satisfies Meta<typeof PageIntroView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      pageIntro("/").heading,
    );
    await expect(canvas.getByRole("link", { name: "Explore our services" })).toHaveAttribute(
      "href",
      "/services",
    );
  },
};

export const WithAnchoredSections: Story = {
  args: { content: pageIntro("/services") },
  play: async ({ canvasElement }) => {
    for (const id of [
      "saas-b2b",
      "saas-b2a",
      "ai-automation",
      "volume-automation",
      "smma-agency",
      "archsourcer",
      "ecommerce",
    ]) {
      await expect(canvasElement.querySelector(`#${id}`)).not.toBeNull();
    }
  },
};

export const WithoutActions: Story = { args: { content: pageIntro("/blog") } };
