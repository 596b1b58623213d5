import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { navigate } from "gatsby";
import { expect, userEvent, within } from "storybook/test";
import { SiteLink } from "../../src/components/SiteLink";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Foundations/Site link",
  component: SiteLink,
  args: { to: "/services", children: "Our services", variant: "underline" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof SiteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSite: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Our services" });
    await expect(link).toHaveAttribute("href", "/services");
    await expect(link).not.toHaveAttribute("target");
  },
};

/** A click goes to the page through Gatsby's navigate: the picture is InSite's. */
export const NavigatesInSite: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Our services" });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/services");
  },
};

export const External: Story = {
  args: { to: "https://www.linkedin.com/company/scalewise-studio", children: "LinkedIn" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "LinkedIn" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Email: Story = {
  args: { to: "mailto:hello@scalewise.studio", children: "hello@scalewise.studio" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    await expect(link).toHaveAttribute("href", "mailto:hello@scalewise.studio");
    await expect(link).not.toHaveAttribute("target");
  },
};
