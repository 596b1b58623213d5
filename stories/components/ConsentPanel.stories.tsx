import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ConsentPanel } from "../../src/components/ConsentPanel";
import { consentCopy, resetAnalytics } from "../fixtures/consent";
import { bothScreens, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Sections/Consent panel",
  component: ConsentPanel,
  parameters: framedInDocs,
  args: { copy: consentCopy, reopened: false, onChoose: fn() },
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

/** Accept and Reject each report the choice: the picture is Asking's. */
export const Chooses: Story = {
  ...Asking,
  parameters: { ...Asking.parameters, ...noImage },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole("region", { name: consentCopy.heading });
    await userEvent.click(within(panel).getByRole("button", { name: consentCopy.accept }));
    await expect(args.onChoose).toHaveBeenCalledWith("granted");
    await userEvent.click(within(panel).getByRole("button", { name: consentCopy.reject }));
    await expect(args.onChoose).toHaveBeenLastCalledWith("denied");
  },
};

/** Reopened from the footer: focus moves into the panel, and the keyboard reaches each choice. */
export const Reopened: Story = {
  parameters: noImage,
  args: { reopened: true },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole("region", { name: consentCopy.heading });
    await waitFor(() => expect(panel).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(panel).getByRole("button", { name: consentCopy.accept })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChoose).toHaveBeenCalledWith("denied");
  },
};
