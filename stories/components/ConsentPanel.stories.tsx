import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ConsentPanel } from "../../src/components/ConsentPanel";
import { consentCopy, resetAnalytics } from "../fixtures/consent";
import { bothScreens } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Sections/Consent panel",
  component: ConsentPanel,
  parameters: framedInDocs,
  // Drawn shown: in a page it is hidden until the banner's code shows it (see the Consent banner).
  args: { copy: consentCopy, shown: true },
  beforeEach: () => resetAnalytics,
  decorators: [
    (Story) => (
      <Box p="6" minH="100vh">
        <Text>The page behind the panel.</Text>
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ConsentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked on a first visit: focus stays with the page; each button is one choice. */
export const Asking: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("region", { name: consentCopy.heading });
    await expect(panel).not.toHaveFocus();
  },
};
