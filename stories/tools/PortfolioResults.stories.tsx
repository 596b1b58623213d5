import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { scorePortfolio } from "../../src/lib/tools/quiz";
import { PortfolioResults } from "../../src/tools/PortfolioResults";
import { answersScoring, portfolioQuiz } from "../fixtures/quizzes";
import { noImage } from "../fixtures/screens";

const { questions } = portfolioQuiz;
const scoring = (...scores: number[]) =>
  scorePortfolio(questions, answersScoring(questions, scores));

const meta = {
  title: "Tools/Portfolio results",
  component: PortfolioResults,
  args: {
    // 36 of 40 points: 90%.
    score: scoring(5, 5, 4, 4, 5, 4, 4, 5),
    bands: portfolioQuiz.bands,
    copy: portfolioQuiz.results,
    onRetake: fn(),
  },
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "8" }} maxW="4xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PortfolioResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each category's meter, read as its name and its percentage. */
async function expectBreakdown(canvasElement: HTMLElement, percentages: number[]) {
  const canvas = within(canvasElement);
  const categories = [...new Set(questions.map((question) => question.category))];
  for (const [index, category] of categories.entries()) {
    const meter = canvas.getByRole("meter", { name: category });
    await expect(meter).toHaveAttribute("aria-valuenow", String(percentages[index]));
    await expect(meter).toHaveAttribute("aria-valuetext", `${percentages[index]}%`);
  }
}

export const PortfolioChampion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Portfolio Champion 90% overall" }),
    ).toBeVisible();
    // Revenue 10 of 10, Market 8, Operations 9, Growth 9.
    await expectBreakdown(canvasElement, [100, 80, 90, 90]);
  },
};

/** Retake asks to start the quiz again: the picture is PortfolioChampion's. */
export const Retakes: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: portfolioQuiz.results.retake }));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
  },
};

export const PortfolioOptimizer: Story = {
  // 25 of 40 points: 62.5%, shown as 63%.
  args: { score: scoring(3, 4, 3, 3, 2, 3, 4, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Portfolio Optimizer 63% overall" }),
    ).toBeVisible();
    await expectBreakdown(canvasElement, [70, 60, 50, 70]);
  },
};

export const PortfolioBuilder: Story = {
  // 11 of 40 points: 27.5%, shown as 28%.
  args: { score: scoring(1, 2, 1, 2, 1, 1, 2, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Portfolio Builder 28% overall" }),
    ).toBeVisible();
    await expectBreakdown(canvasElement, [30, 30, 20, 30]);
  },
};
