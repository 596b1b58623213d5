import assessmentJson from "../../content/data/assessment.json";
import portfolioJson from "../../content/data/portfolio-quiz.json";
import { ASSESSMENT_BANDS, PORTFOLIO_BANDS } from "../../src/lib/tools/quiz";

const portfolio: Queries.PortfolioQuizFieldsFragment = portfolioJson;
const assessment: Queries.AssessmentFieldsFragment = assessmentJson;

const scores = (question: { options: readonly { score: number }[] }) =>
  question.options.map((option) => option.score);

describe("portfolio quiz content (docs/product.md#data)", () => {
  it("has the product's 8 questions, 2 in each of its four categories", () => {
    expect(portfolio.questions).toHaveLength(8);
    expect(portfolio.questions.map((question) => question.category)).toEqual(
      [
        "Revenue Diversification",
        "Market Position",
        "Operational Efficiency",
        "Growth Potential",
      ].flatMap((category) => [category, category]),
    );
  });

  it("gives every question 4 or 5 options scored 1 to 5, with a 1 and a 5", () => {
    for (const question of portfolio.questions) {
      expect(question.options.length).toBeGreaterThanOrEqual(4);
      expect(question.options.length).toBeLessThanOrEqual(5);
      for (const score of scores(question)) {
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }
      expect(scores(question)).toContain(1);
      expect(scores(question)).toContain(5);
    }
  });

  it("gives every option a label and a description, each value once per question, each id once", () => {
    for (const question of portfolio.questions) {
      expect(new Set(question.options.map((option) => option.value)).size).toBe(
        question.options.length,
      );
      for (const option of question.options) {
        expect(option.label).not.toBe("");
        expect(option.description).not.toBe("");
      }
    }
    const ids = portfolio.questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names the product's three bands, each with a description and recommendations", () => {
    expect(portfolio.bands.map((band) => [band.id, band.name])).toEqual([
      ["champion", "Portfolio Champion"],
      ["optimizer", "Portfolio Optimizer"],
      ["builder", "Portfolio Builder"],
    ]);
    expect(portfolio.bands.map((band) => band.id)).toEqual(PORTFOLIO_BANDS.map((band) => band.id));
    for (const band of portfolio.bands) {
      expect(band.description).not.toBe("");
      expect(band.recommendations.length).toBeGreaterThan(0);
    }
  });

  it("ends on 'Get Results' and counts questions as the product's progress shows them", () => {
    expect(portfolio.steps.getResults).toBe("Get Results");
    expect(portfolio.steps.progress).toBe("Question {current} of {total}");
  });
});

describe("business assessment content (docs/product.md#data)", () => {
  it("asks the product's five questions in order", () => {
    expect(assessment.questions.map((question) => question.id)).toEqual([
      "revenue",
      "team_size",
      "automation",
      "scaling_goals",
      "challenges",
    ]);
  });

  it("scores every question's options from 1 to 5, with a 1 and a 5", () => {
    for (const question of assessment.questions) {
      expect(question.options.length).toBeGreaterThanOrEqual(4);
      expect(Math.min(...scores(question))).toBe(1);
      expect(Math.max(...scores(question))).toBe(5);
      expect(new Set(question.options.map((option) => option.value)).size).toBe(
        question.options.length,
      );
    }
  });

  it("names the product's three levels, each with its four recommendations", () => {
    expect(assessment.bands.map((band) => [band.id, band.name])).toEqual([
      ["advanced", "Advanced"],
      ["intermediate", "Intermediate"],
      ["foundation", "Foundation"],
    ]);
    expect(assessment.bands.map((band) => band.id)).toEqual(
      ASSESSMENT_BANDS.map((band) => band.id),
    );
    for (const band of assessment.bands) {
      expect(band.recommendations).toHaveLength(4);
      for (const recommendation of band.recommendations) expect(recommendation).not.toBe("");
    }
  });

  it("ends on 'Get Results'", () => {
    expect(assessment.steps.getResults).toBe("Get Results");
  });
});
