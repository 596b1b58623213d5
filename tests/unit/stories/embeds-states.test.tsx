/** @jest-environment jsdom */
// The frames, the copy button, the text fields and the quizzes show each story's state from its
// args alone, as on their Docs pages, where stories are drawn without their play functions.
import { composeStories } from "@storybook/react";
import { within } from "@testing-library/dom";
import * as calculator from "../../../stories/components/EmbeddedCalculator.stories";
import * as map from "../../../stories/components/MapEmbed.stories";
import * as textArea from "../../../stories/components/TextArea.stories";
import * as textInput from "../../../stories/components/TextInput.stories";
import * as assessment from "../../../stories/tools/BusinessAssessment.stories";
import * as calculatorResults from "../../../stories/tools/CalculatorResults.stories";
import * as choiceField from "../../../stories/tools/ChoiceField.stories";
import * as copyLink from "../../../stories/tools/CopyLinkButton.stories";
import * as dashboardTabs from "../../../stories/tools/DashboardTabs.stories";
import * as mrrCalculator from "../../../stories/tools/MrrCalculator.stories";
import * as scenarioPicker from "../../../stories/tools/MrrScenarioPicker.stories";
import * as numberField from "../../../stories/tools/NumberField.stories";
import * as portfolio from "../../../stories/tools/PortfolioQuiz.stories";
import * as quizFlow from "../../../stories/tools/QuizFlow.stories";
import * as roiCalculator from "../../../stories/tools/RoiCalculator.stories";
import { calculatorCommon, mrrCopy, roiCopy } from "../../../stories/fixtures/calculators";
import { offlineMap } from "../../../stories/fixtures/company";
import {
  assessmentContent,
  optionScoring,
  portfolioQuiz,
  questionAt,
} from "../../../stories/fixtures/quizzes";
import { offlineCalculators } from "../../../stories/fixtures/tools-pages";
import { draw, type Composed } from "./draw-story";

type Canvas = ReturnType<typeof within>;
type Check = (canvas: Canvas, host: HTMLElement) => void;

const asComposed = (stories: object) => stories as unknown as Record<string, Composed>;
const copy = calculatorCommon.copyLink;

/** A frame shown, its card gone. */
const frameShown =
  (title: string): Check =>
  (canvas) => {
    expect(canvas.getByTitle(title).tagName).toBe("IFRAME");
    expect(canvas.queryByRole("status")).toBeNull();
  };

const button = (canvas: Canvas, name: string) =>
  canvas.getByRole("button", { name }) as HTMLButtonElement;

/** Question `index` is on screen, the option scoring `score` chosen, and `step` ready. */
const chosen =
  (
    quiz: typeof portfolioQuiz | typeof assessmentContent,
    index: number,
    score: number,
    step: string,
  ): Check =>
  (canvas) => {
    const question = questionAt(quiz.questions, index);
    expect(canvas.getByRole("group", { name: question.text })).toBeTruthy();
    const radio = canvas.getByRole("radio", { name: optionScoring(question, score).label });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(button(canvas, step).disabled).toBe(false);
  };

const results =
  (heading: string): Check =>
  (canvas) =>
    expect(canvas.getByRole("heading", { name: heading })).toBeTruthy();

const [vaVsAi] = offlineCalculators;

const cases: [string, Composed | undefined, Check][] = [
  [
    "EmbeddedCalculator Loaded",
    asComposed(composeStories(calculator)).Loaded,
    frameShown(vaVsAi?.title ?? ""),
  ],
  ["MapEmbed Loaded", asComposed(composeStories(map)).Loaded, frameShown(offlineMap.title)],
  [
    "CopyLinkButton Copied",
    asComposed(composeStories(copyLink)).Copied,
    (canvas) => {
      expect(button(canvas, copy.copied)).toBeTruthy();
      expect(canvas.getByRole("status").textContent).toBe(copy.copiedMessage);
    },
  ],
  [
    "CopyLinkButton Failed",
    asComposed(composeStories(copyLink)).Failed,
    (canvas) => {
      expect(canvas.getByRole("status").textContent).toBe(copy.failedMessage);
      const link = canvas.getByLabelText(copy.fallbackLabel) as HTMLInputElement;
      expect(link.value).toMatch(/^https:\/\//);
      expect(link.readOnly).toBe(true);
    },
  ],
  [
    "TextInput Typed",
    asComposed(composeStories(textInput)).Typed,
    (canvas) =>
      expect((canvas.getByLabelText("Email address") as HTMLInputElement).value).toBe(
        "owner@business.co.uk",
      ),
  ],
  [
    "TextArea Typed",
    asComposed(composeStories(textArea)).Typed,
    (canvas) =>
      expect((canvas.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(
        "Line one\nLine two",
      ),
  ],
  [
    "PortfolioQuiz Answered",
    asComposed(composeStories(portfolio)).Answered,
    chosen(portfolioQuiz, 0, 4, portfolioQuiz.steps.next),
  ],
  [
    "PortfolioQuiz LastQuestion",
    asComposed(composeStories(portfolio)).LastQuestion,
    (canvas) => {
      expect(canvas.getByText("Question 8 of 8")).toBeTruthy();
      expect(canvas.queryAllByRole("radio", { checked: true })).toHaveLength(0);
      expect(button(canvas, portfolioQuiz.steps.getResults).disabled).toBe(true);
    },
  ],
  [
    "PortfolioQuiz ResultsByAnswering",
    asComposed(composeStories(portfolio)).ResultsByAnswering,
    results("Portfolio Champion 83% overall"),
  ],
  [
    "PortfolioQuiz Mobile",
    asComposed(composeStories(portfolio)).Mobile,
    chosen(portfolioQuiz, 1, 4, portfolioQuiz.steps.next),
  ],
  [
    "BusinessAssessment Answered",
    asComposed(composeStories(assessment)).Answered,
    chosen(assessmentContent, 0, 3, assessmentContent.steps.next),
  ],
  [
    "BusinessAssessment LastQuestion",
    asComposed(composeStories(assessment)).LastQuestion,
    chosen(assessmentContent, 4, 3, assessmentContent.steps.getResults),
  ],
  [
    "BusinessAssessment ResultsByAnswering",
    asComposed(composeStories(assessment)).ResultsByAnswering,
    results("Intermediate 64% overall"),
  ],
  [
    "BusinessAssessment Mobile",
    asComposed(composeStories(assessment)).Mobile,
    results("Foundation 52% overall"),
  ],
  [
    "BusinessAssessment ReportSent",
    asComposed(composeStories(assessment)).ReportSent,
    (canvas) =>
      expect(canvas.getByRole("status").textContent).toContain(
        assessmentContent.report.successTitle,
      ),
  ],
  [
    "QuizFlow TwoQuestions",
    asComposed(composeStories(quizFlow)).TwoQuestions,
    (canvas) => {
      expect(canvas.getByText("100%")).toBeTruthy();
      expect(canvas.queryByRole("radio")).toBeNull();
    },
  ],
  [
    "CalculatorResults LinkCopied",
    asComposed(composeStories(calculatorResults)).LinkCopied,
    (canvas) => {
      expect(button(canvas, copy.copied)).toBeTruthy();
      expect(canvas.getByText(copy.copiedMessage)).toBeTruthy();
    },
  ],
  [
    "DashboardTabs TestimonialsSelected",
    asComposed(composeStories(dashboardTabs)).TestimonialsSelected,
    (canvas) => {
      const tab = canvas.getByRole("tab", { name: "Testimonials" });
      expect(tab.getAttribute("aria-selected")).toBe("true");
      expect(canvas.getByRole("tabpanel").textContent).toBe("The testimonials panel.");
    },
  ],
  [
    "MrrScenarioPicker Selected",
    asComposed(composeStories(scenarioPicker)).Selected,
    (canvas) => {
      const pressed = canvas.getAllByRole("button", { pressed: true });
      expect(pressed.map((each: HTMLElement) => each.textContent)).toEqual([
        "Aggressive40% growth, Full automation",
      ]);
    },
  ],
  [
    "NumberField Typed",
    asComposed(composeStories(numberField)).Typed,
    (canvas) => {
      const field = canvas.getByLabelText(roiCopy.fields.monthlyRevenue.label);
      expect((field as HTMLInputElement).value).toBe("£60,000");
    },
  ],
  [
    "ChoiceField Operations",
    asComposed(composeStories(choiceField)).Operations,
    (canvas) => {
      const field = canvas.getByLabelText(roiCopy.fields.automationType.label);
      expect((field as HTMLSelectElement).value).toBe("operations");
    },
  ],
  ...(["marketing", "operations", "custom"] as const).map((type): (typeof cases)[number] => [
    `RoiCalculator ${type}`,
    asComposed(composeStories(roiCalculator))[type.charAt(0).toUpperCase() + type.slice(1)],
    (canvas) => {
      const select = canvas.getByLabelText(roiCopy.fields.automationType.label);
      expect((select as HTMLSelectElement).value).toBe(type);
    },
  ]),
  ...(["conservative", "moderate", "aggressive", "exponential"] as const).map(
    (scenario): (typeof cases)[number] => [
      `MrrCalculator ${scenario}`,
      asComposed(composeStories(mrrCalculator))[
        scenario.charAt(0).toUpperCase() + scenario.slice(1)
      ],
      (canvas) => {
        const group = within(canvas.getByRole("group", { name: mrrCopy.scenariosLabel }));
        const pressed = group.getAllByRole("button", { pressed: true });
        expect(pressed.map((each: HTMLElement) => each.textContent)).toEqual([
          expect.stringContaining(mrrCopy.scenarios[scenario]),
        ]);
      },
    ],
  ),
];

test.each(cases)("%s shows its state without its play function", async (_, story, check) => {
  if (!story) throw new Error("no such story");
  const host = await draw(story);
  check(within(host), host);
});
