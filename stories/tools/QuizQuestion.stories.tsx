import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { QuizQuestion } from "../../src/tools/QuizQuestion";
import { assessmentContent, optionScoring, portfolioQuiz } from "../fixtures/quizzes";
import { noImage } from "../fixtures/screens";

const steps = portfolioQuiz.steps;
const [first] = portfolioQuiz.questions;
if (!first) throw new Error("The portfolio quiz has no questions");

const meta = {
  title: "Tools/Quiz question",
  component: QuizQuestion,
  args: {
    id: first.id,
    text: first.text,
    category: first.category,
    options: first.options,
    index: 0,
    total: portfolioQuiz.questions.length,
    copy: steps,
    onChoose: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "8" }} maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof QuizQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: first.text })).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: steps.progressLabel })).toHaveAttribute(
      "aria-valuetext",
      "Question 1 of 8",
    );
    await expect(canvas.getByRole("button", { name: steps.next })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: steps.previous })).toBeDisabled();
  },
};

/** Choosing an option only reports it: the picture is Unanswered's. */
export const Chooses: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Choosing is the parent's to record: the step only reports it.
    const option = optionScoring(first, 3);
    await userEvent.click(canvas.getByRole("radio", { name: option.label }));
    await expect(args.onChoose).toHaveBeenCalledWith(option.value);
  },
};

export const Answered: Story = {
  args: { selected: optionScoring(first, 4).value, index: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = optionScoring(first, 4);
    const radio = canvas.getByRole("radio", { name: option.label });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription(option.description);
    await expect(canvas.getByText("Question 3 of 8")).toBeVisible();
  },
};

/** Next and Previous report the step asked for: the picture is Answered's. */
export const Steps: Story = {
  ...Answered,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: steps.next }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: steps.previous }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

const lastAssessment = assessmentContent.questions[assessmentContent.questions.length - 1];
if (!lastAssessment) throw new Error("The assessment has no questions");

/** The assessment's options carry no descriptions and no category. */
export const LastQuestionWithoutDescriptions: Story = {
  args: {
    id: lastAssessment.id,
    text: lastAssessment.text,
    category: undefined,
    options: lastAssessment.options,
    index: assessmentContent.questions.length - 1,
    total: assessmentContent.questions.length,
    copy: assessmentContent.steps,
    selected: optionScoring(lastAssessment, 2).value,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Question 5 of 5")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Get Results" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: steps.next })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole("radio", { name: optionScoring(lastAssessment, 2).label }),
    ).not.toHaveAttribute("aria-describedby");
  },
};
