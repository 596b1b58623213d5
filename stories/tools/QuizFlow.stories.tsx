import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { useQuiz } from "../../src/hooks/use-quiz";
import { quizPercentage } from "../../src/lib/tools/quiz";
import type { QuizStart } from "../../src/lib/tools/quiz-steps";
import { QuizFlow, type QuizFlowProps } from "../../src/tools/QuizFlow";
import { answerWithScores, assessmentContent, quizStart } from "../fixtures/quizzes";
import { noImage } from "../fixtures/screens";

const questions = assessmentContent.questions.slice(0, 2);

type DemoProps = Pick<QuizFlowProps, "heading" | "intro" | "questions" | "steps"> & {
  /** Where the quiz opens (useQuiz's start). */
  start?: QuizStart;
};

/** QuizFlow with its state from useQuiz, and a bare results view in place of a quiz's own. */
function QuizFlowDemo({ start, ...props }: DemoProps) {
  const quiz = useQuiz({ questions: props.questions, start });
  return (
    <QuizFlow
      {...props}
      quiz={quiz}
      renderResults={(answers) => (
        <Text ref={quiz.resultsHeadingRef} tabIndex={-1} fontSize="xl">
          {quizPercentage(questions, answers)}%
        </Text>
      )}
    />
  );
}

const meta = {
  title: "Tools/Quiz flow",
  component: QuizFlowDemo,
  args: {
    heading: assessmentContent.heading,
    intro: assessmentContent.intro,
    questions,
    steps: assessmentContent.steps,
  },
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "8" }} maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof QuizFlowDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two questions, then whatever results view the quiz gives: here the bare percentage. */
export const TwoQuestions: Story = {
  args: { start: quizStart(questions, [5, 5], "results") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      assessmentContent.heading,
    );
    // Both answers score 5 of 5.
    await expect(canvas.getByText("100%")).toBeVisible();
    await expect(canvas.queryByText("Question 2 of 2")).not.toBeInTheDocument();
  },
};

/**
 * Answered one question at a time, with Previous back to the first; the results then take focus.
 * The picture is TwoQuestions's.
 */
export const AnswersTwoQuestions: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Question 1 of 2")).toBeVisible();
    await answerWithScores(canvasElement, questions, assessmentContent.steps, [5]);
    await userEvent.click(canvas.getByRole("button", { name: assessmentContent.steps.previous }));
    await expect(canvas.getByText("Question 1 of 2")).toBeVisible();
    await answerWithScores(canvasElement, questions, assessmentContent.steps, [5, 5]);
    await expect(canvas.getByText("100%")).toHaveFocus();
  },
};
