import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { BlogNewsletter } from "../../src/components/BlogNewsletter";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { requests, withNetwork } from "../fixtures/network";
import { noImage } from "../fixtures/screens";

const copy = formsCopy.blogNewsletter;
const EMAIL = "owner@business.co.uk";

const meta = {
  title: "Forms/Blog newsletter",
  component: BlogNewsletter,
  args: { copy, notices: formsCopy.notices, contactEmail },
  beforeEach: withNetwork,
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof BlogNewsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boxed call-out below the blog's list, as the page and its island draw it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: copy.heading });
    await expect(region).toBeVisible();
    await expect(within(region).getByLabelText(copy.label)).toHaveAttribute("type", "email");
  },
};

/** It sends the blog's sign-up (blog_newsletter) and thanks: the thanks are Newsletter form's. */
export const Sends: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(copy.label), EMAIL);
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent(copy.successTitle);
    await expect(requests[0]?.body).toEqual({ email: EMAIL, source: "blog_newsletter" });
  },
};
