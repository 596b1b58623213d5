import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageForm } from "../../src/views/PageForm";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { withNetwork } from "../fixtures/network";

const meta = {
  title: "Views/PageForm",
  component: PageForm,
  args: {
    copy: formsCopy.blogNewsletter,
    notices: formsCopy.notices,
    contactEmail,
  },
  beforeEach: withNetwork,
} satisfies Meta<typeof PageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlogNewsletter: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("region", { name: formsCopy.blogNewsletter.heading }),
    ).toBeVisible();
  },
};
