import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { ClientLogo } from "../../src/tools/ClientLogo";

const meta = {
  title: "Tools/Client logo",
  component: ClientLogo,
  args: { logo: "H&H" },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ClientLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Large: Story = { args: { size: "lg" } };
