import type { Meta, StoryObj } from "@storybook/react-vite";
import { HStack } from "@chakra-ui/react";
import { LogoMark } from "../../src/components/LogoMark";
import { chrome } from "../fixtures/chrome";

const meta = {
  title: "Foundations/Logo mark",
  component: LogoMark,
  args: { mark: "circle" },
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMark: Story = {
  render: () => (
    <HStack gap="6" p="6" color="ink.700">
      {chrome.logos.map((logo) => (
        <LogoMark key={logo.name} mark={logo.mark} />
      ))}
    </HStack>
  ),
};
