import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AboutView } from "../../src/views/AboutView";
import { aboutContent } from "../fixtures/company";
import { loadLazyImages } from "../fixtures/lazy-images";
import { bothScreens } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/About",
  component: AboutView,
  parameters: framedInDocs,
  args: { content: aboutContent },
} satisfies Meta<typeof AboutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Our Structure");
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const section of ["principles", "figures", "business-units", "team"]) {
      await expect(canvasElement.querySelector(`#${section}`)).toHaveRole("region");
    }
    await expect(canvas.getByText("£1M+")).toBeInTheDocument();
    const portraits = canvas.getAllByRole("img", { name: /^Portrait of / });
    await expect(portraits).toHaveLength(4);
    await loadLazyImages(portraits);
  },
};
