import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { bandCopy } from "../../src/lib/tools/quiz";
import { submitAssessmentReport } from "../../src/browser/leads/submissions";
import { BusinessAssessment } from "../../src/tools/BusinessAssessment";
import { formStates } from "../fixtures/form-states";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { requests, withNetwork } from "../fixtures/network";
import {
  answerWithScores,
  assessmentContent,
  expectFirstQuestion,
  optionScoring,
  questionAt,
  quizStart,
} from "../fixtures/quizzes";
import { mobileScreen, noImage } from "../fixtures/screens";

const { questions, steps, results, report } = assessmentContent;
const question = (index: number) => questionAt(questions, index);

const meta = {
  title: "Tools/Business assessment",
  component: BusinessAssessment,
  args: {
    content: assessmentContent,
    notices: formsCopy.notices,
    contactEmail,
    submitReport: fn(submitAssessmentReport),
  },
  beforeEach: [withNetwork, withGtagSpy],
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "8" }} maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof BusinessAssessment>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (canvasElement: HTMLElement, scores: number[], from = 0) =>
  answerWithScores(canvasElement, questions, steps, scores, from);
const start = (scores: number[], at: number | "results") => quizStart(questions, scores, at);

export const FirstQuestionUnanswered: Story = {
  play: async ({ canvasElement }) => {
    await expectFirstQuestion(canvasElement, assessmentContent);
    await expect(within(canvasElement).getByText("Question 1 of 5")).toBeVisible();
  },
};

/** The first question answered: Next is ready. */
export const Answered: Story = {
  args: { start: start([3], 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole("radio", { name: optionScoring(question(0), 3).label });
    await expect(radio).toBeChecked();
    await expect(canvas.getByRole("button", { name: steps.next })).toBeEnabled();
  },
};

/** Every question answered, the last one open: 'Get Results' is ready, nothing tracked yet. */
export const LastQuestion: Story = {
  args: { start: start([3, 3, 4, 3, 3], 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Question 5 of 5")).toBeVisible();
    await expect(
      canvas.getByRole("radio", { name: optionScoring(question(4), 3).label }),
    ).toBeChecked();
    await expect(canvas.getByRole("button", { name: steps.getResults })).toBeEnabled();
    await expect(trackedEvents("assessment_completion")).toEqual([]);
  },
};

/** Reaching the last question by clicking: focus follows, and its answer enables 'Get Results'. */
export const AnsweringToTheEnd: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answer(canvasElement, [3, 3, 4, 3]);
    await expect(canvas.getByText("Question 5 of 5")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: question(4).text })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: steps.getResults })).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: optionScoring(question(4), 3).label }));
    await expect(canvas.getByRole("button", { name: steps.getResults })).toBeEnabled();
    await expect(trackedEvents("assessment_completion")).toEqual([]);
  },
};

/**
 * The results of every question answered: 16 of 25 points is 64%, Intermediate (see
 * docs/product.md#constants). Opened at the results, the quiz tracks no completion.
 */
export const ResultsByAnswering: Story = {
  args: { start: start([3, 3, 4, 3, 3], "results") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Intermediate 64% overall" });
    await expect(within(region).getAllByRole("listitem")).toHaveLength(4);
    await expect(trackedEvents("assessment_completion")).toEqual([]);
  },
};

/**
 * 'Get Results' after the last answer: focus moves to the results and the completion is tracked
 * once (docs/product.md#analytics-events). The picture is ResultsByAnswering's.
 */
export const CompletionTracked: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answer(canvasElement, [3, 3, 4, 3, 3]);
    await expect(canvas.getByRole("heading", { name: "Intermediate 64% overall" })).toHaveFocus();
    await expect(trackedEvents("assessment_completion")).toEqual([
      { score: 64, level: "intermediate" },
    ]);
  },
};

/** The report sent: the results, and the form's notice in place of its field. */
export const ReportSent: Story = {
  args: {
    start: start([1, 2, 1, 2, 1], "results"),
    reportStart: formStates({}).sent,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Foundation 28% overall" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(report.successTitle);
    await expect(args.submitReport).not.toHaveBeenCalled();
  },
};

/**
 * The report goes out with the score and the level's recommendations
 * (docs/product.md#lead-handling): the picture is ReportSent's.
 */
export const SendingTheReport: Story = {
  parameters: noImage,
  args: { start: start([1, 2, 1, 2, 1], "results") },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(report.label), "owner@business.co.uk");
    await userEvent.click(canvas.getByRole("button", { name: report.button }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(report.successTitle);
    const { recommendations } = bandCopy(assessmentContent.bands, "foundation");
    await expect(args.submitReport).toHaveBeenCalledWith(
      "owner@business.co.uk",
      28,
      recommendations,
    );
    await expect(requests[0]?.body).toEqual({
      email: "owner@business.co.uk",
      assessmentScore: 28,
      recommendations,
      source: "business_assessment",
    });
    await expect(trackedEvents("lead_conversion")).toEqual([
      { source: "business_assessment", value: 28 },
    ]);
  },
};

export const Retake: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answer(canvasElement, [5, 4, 4, 5, 4]);
    await expect(canvas.getByRole("heading", { name: "Advanced 88% overall" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: results.retake }));
    await expectFirstQuestion(canvasElement, assessmentContent);
    await expect(canvas.getByRole("heading", { name: question(0).text })).toHaveFocus();
  },
};

/** Every step by keyboard: arrow keys choose, Enter moves on, and the last Enter shows the results. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [index] of questions.entries()) {
      // The first Tab reaches the answers; afterwards focus starts on the question's heading.
      await userEvent.tab();
      await expect(
        canvas.getByRole("radio", { name: question(index).options[0]?.label }),
      ).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}{ArrowDown}");
      await expect(
        canvas.getByRole("radio", { name: question(index).options[2]?.label }),
      ).toBeChecked();
      await userEvent.keyboard("{Enter}");
    }
    // The third option of each question scores 3: 15 of 25 points is exactly 60%.
    await expect(canvas.getByRole("heading", { name: "Intermediate 60% overall" })).toHaveFocus();
  },
};

export const Mobile: Story = {
  ...mobileScreen,
  args: { start: start([2, 3, 2, 4, 2], "results") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 13 of 25 points: 52%.
    await expect(canvas.getByRole("heading", { name: "Foundation 52% overall" })).toBeVisible();
  },
};
