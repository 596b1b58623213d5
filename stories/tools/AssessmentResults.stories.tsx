import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, within } from "storybook/test";
import { bandCopy, scoreAssessment } from "../../src/lib/tools/quiz";
import { submitAssessmentReport } from "../../src/browser/leads/submissions";
import { AssessmentResults } from "../../src/tools/AssessmentResults";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { withNetwork } from "../fixtures/network";
import { answersScoring, assessmentContent } from "../fixtures/quizzes";

const { questions, bands } = assessmentContent;
const scoring = (...scores: number[]) =>
  scoreAssessment(questions, answersScoring(questions, scores));

const meta = {
  title: "Tools/Assessment results",
  component: AssessmentResults,
  args: {
    // 22 of 25 points: 88%.
    score: scoring(5, 4, 4, 5, 4),
    bands,
    copy: assessmentContent.results,
    report: assessmentContent.report,
    notices: formsCopy.notices,
    contactEmail,
    submitReport: fn(submitAssessmentReport),
    onRetake: fn(),
  },
  beforeEach: withNetwork,
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "8" }} maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof AssessmentResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The level's heading and its four recommendations, then the report form. */
async function expectLevel(canvasElement: HTMLElement, level: string, heading: string) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole("region", { name: heading });
  const items = within(region)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
  await expect(items).toEqual(bandCopy(bands, level).recommendations);
  await expect(
    canvas.getByRole("button", { name: assessmentContent.report.button }),
  ).toBeDisabled();
}

export const Advanced: Story = {
  play: ({ canvasElement }) => expectLevel(canvasElement, "advanced", "Advanced 88% overall"),
};

export const Intermediate: Story = {
  // 16 of 25 points: 64%.
  args: { score: scoring(3, 3, 4, 3, 3) },
  play: ({ canvasElement }) =>
    expectLevel(canvasElement, "intermediate", "Intermediate 64% overall"),
};

export const Foundation: Story = {
  // 7 of 25 points: 28%.
  args: { score: scoring(1, 2, 1, 2, 1) },
  play: ({ canvasElement }) => expectLevel(canvasElement, "foundation", "Foundation 28% overall"),
};
