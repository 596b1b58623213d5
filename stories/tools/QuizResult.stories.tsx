import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { bandCopy } from "../../src/lib/tools/quiz";
import { QuizResult } from "../../src/tools/QuizResult";
import { assessmentContent } from "../fixtures/quizzes";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Tools/Quiz result",
  component: QuizResult,
  args: {
    id: "quiz-result",
    percentage: 64,
    band: bandCopy(assessmentContent.bands, "intermediate"),
    copy: assessmentContent.results,
    onRetake: fn(),
  },
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "8" }} maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof QuizResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared results frame on its own: band and score, the note on scoring, the next steps. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Intermediate 64% overall" });
    await expect(within(region).getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByText(/rounded to the nearest whole per cent/)).toBeVisible();
  },
};

/** Retake asks to start again: the picture is Default's. */
export const Retakes: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: assessmentContent.results.retake }));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
  },
};
