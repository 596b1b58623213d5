import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageForm } from "../../src/views/PageForm";
import { contactEmail, formsCopy, magnets } from "../fixtures/forms";
import { withNetwork } from "../fixtures/network";

const meta = {
  title: "Views/PageForm",
  component: PageForm,
  args: { kind: "lead", forms: formsCopy, magnets, contactEmail },
  beforeEach: withNetwork,
} satisfies Meta<typeof PageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lead: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: formsCopy.leadForm.heading }),
    ).toBeVisible();
  },
};

export const Contact: Story = {
  args: { kind: "contact" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: formsCopy.contactForm.button }),
    ).toBeVisible();
  },
};

export const SidebarMagnet: Story = { args: { kind: "sidebar-magnet" } };

export const BlogNewsletter: Story = { args: { kind: "blog-newsletter" } };
