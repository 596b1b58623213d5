import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { InboxRequestError } from "../../src/inbox/api-client";
import { ProblemNotice } from "../../src/inbox/ProblemNotice";
import { noImage } from "../fixtures/screens";

const refusal = new InboxRequestError({
  kind: "refused",
  status: 403,
  problem: { error: "Only the owner can invite", hint: "Ask the owner to invite them." },
});

const meta = {
  title: "Inbox/Problem notice",
  component: ProblemNotice,
  argTypes: { error: { control: false } },
  args: { error: refusal, onRetry: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ProblemNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal: the server's words, and no retry, which would only be refused again. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Only the owner can invite");
    await expect(alert).toHaveTextContent("Ask the owner to invite them.");
    await expect(within(alert).queryByRole("button")).toBeNull();
  },
};

/** The server out of reach: our words, and Try again. */
export const Unreachable: Story = {
  args: { error: new InboxRequestError({ kind: "unreachable" }) },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("The inbox's server cannot be reached");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Try again asks again. The picture is Unreachable's. */
export const TriesAgain: Story = {
  parameters: noImage,
  args: Unreachable.args,
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
