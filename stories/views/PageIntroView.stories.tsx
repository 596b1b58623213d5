import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageIntroView } from "../../src/views/PageIntroView";
import { pageIntro } from "../fixtures/chrome";

const meta = {
  title: "Views/PageIntro",
  component: PageIntroView,
  args: { content: pageIntro("/ai-roi-tools") },
} satisfies Meta<typeof PageIntroView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = pageIntro("/ai-roi-tools");
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(content.heading);
    for (const action of content.actions) {
      await expect(canvas.getByRole("link", { name: action.label })).toHaveAttribute(
        "href",
        action.to,
      );
    }
  },
};

export const WithoutActions: Story = {
  args: { content: { ...pageIntro("/ai-roi-tools"), actions: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).not.toBeInTheDocument();
  },
};
