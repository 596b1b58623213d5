import {
  ASSESSMENT_BANDS,
  bandCopy,
  bandFor,
  categoryBreakdown,
  PORTFOLIO_BANDS,
  quizPercentage,
  scoreAssessment,
  scorePortfolio,
  type CategorisedQuestion,
  type QuizAnswers,
} from "../../src/lib/tools/quiz";

// Four options scored 1 to 4 plus a fifth scored 5: each question's maximum is 5.
const options = [1, 2, 3, 4, 5].map((score) => ({ value: `s${score}`, score }));
const categories = ["Revenue", "Market", "Operations", "Growth"];
const questions: CategorisedQuestion[] = Array.from({ length: 8 }, (_, index) => ({
  id: `q${index}`,
  category: categories[Math.floor(index / 2)] ?? "",
  options,
}));

/** Answers every question with the option of the given score, in question order. */
const answering = (...scores: number[]): QuizAnswers =>
  Object.fromEntries(scores.map((score, index) => [`q${index}`, `s${score}`]));

describe("quizPercentage (docs/product.md#constants: chosen scores over per-question maximums)", () => {
  it("is 100 when every answer scores the maximum", () => {
    expect(quizPercentage(questions, answering(5, 5, 5, 5, 5, 5, 5, 5))).toBe(100);
  });

  it("is 20 when every answer scores 1 out of 5", () => {
    expect(quizPercentage(questions, answering(1, 1, 1, 1, 1, 1, 1, 1))).toBe(20);
  });

  it("is 32 of 40 = 80 exactly", () => {
    expect(quizPercentage(questions, answering(4, 4, 4, 4, 4, 4, 4, 4))).toBe(80);
  });

  it("is 31 of 40 = 77.5, rounded half up to 78", () => {
    expect(quizPercentage(questions, answering(4, 4, 4, 4, 4, 4, 4, 3))).toBe(78);
  });

  it("is 24 of 40 = 60 exactly and 23 of 40 = 57.5 → 58", () => {
    expect(quizPercentage(questions, answering(3, 3, 3, 3, 3, 3, 3, 3))).toBe(60);
    expect(quizPercentage(questions, answering(3, 3, 3, 3, 3, 3, 3, 2))).toBe(58);
  });

  it("divides by each question's own maximum, whatever order the options come in", () => {
    const uneven = [
      {
        id: "a",
        options: [
          { value: "x", score: 3 },
          { value: "y", score: 1 },
        ],
      },
      {
        id: "b",
        options: [
          { value: "x", score: 2 },
          { value: "y", score: 5 },
        ],
      },
    ];
    // (3 + 2) / (3 + 5) = 62.5 → 63
    expect(quizPercentage(uneven, { a: "x", b: "x" })).toBe(63);
  });

  it("counts an unanswered question, or an unknown answer, as no points", () => {
    expect(quizPercentage(questions, { q0: "s5", q1: "s5", q2: "nonsense" })).toBe(25);
  });

  it("is 0, never NaN, with no questions", () => {
    expect(quizPercentage([], {})).toBe(0);
  });
});

describe("bands", () => {
  it.each([
    [100, "champion"],
    [80, "champion"],
    [79, "optimizer"],
    [60, "optimizer"],
    [59, "builder"],
    [20, "builder"],
    [0, "builder"],
  ])("portfolio %i%% is %s", (percentage, band) => {
    expect(bandFor(percentage, PORTFOLIO_BANDS)).toBe(band);
  });

  it.each([
    [100, "advanced"],
    [80, "advanced"],
    [79.9, "intermediate"],
    [60, "intermediate"],
    [59.9, "foundation"],
    [20, "foundation"],
  ])("assessment %d%% is %s", (percentage, level) => {
    expect(bandFor(percentage, ASSESSMENT_BANDS)).toBe(level);
  });

  it("falls to the lowest band below every minimum", () => {
    expect(bandFor(-5, PORTFOLIO_BANDS)).toBe("builder");
  });

  it("finds a band's words, and refuses a band content lacks", () => {
    const bands = [
      { id: "champion", name: "Portfolio Champion", description: "", recommendations: [] },
    ];
    expect(bandCopy(bands, "champion").name).toBe("Portfolio Champion");
    expect(() => bandCopy(bands, "builder")).toThrow('No quiz band "builder"');
  });
});

describe("categoryBreakdown", () => {
  it("scores each category over its own two questions, in the order they first appear", () => {
    // Revenue 5+5 = 10/10, Market 4+3 = 7/10, Operations 2+1 = 3/10, Growth 1+1 = 2/10.
    expect(categoryBreakdown(questions, answering(5, 5, 4, 3, 2, 1, 1, 1))).toEqual([
      { category: "Revenue", percentage: 100 },
      { category: "Market", percentage: 70 },
      { category: "Operations", percentage: 30 },
      { category: "Growth", percentage: 20 },
    ]);
  });
});

describe("scorePortfolio and scoreAssessment", () => {
  it("all maximum answers make a Portfolio Champion at 100%", () => {
    expect(scorePortfolio(questions, answering(5, 5, 5, 5, 5, 5, 5, 5))).toMatchObject({
      percentage: 100,
      band: "champion",
    });
  });

  it("all minimum answers make a Portfolio Builder at 20%", () => {
    const score = scorePortfolio(questions, answering(1, 1, 1, 1, 1, 1, 1, 1));
    expect(score).toMatchObject({ percentage: 20, band: "builder" });
    expect(score.categories.every((category) => category.percentage === 20)).toBe(true);
  });

  it("an exact 60% is a Portfolio Optimizer and 58% a Portfolio Builder", () => {
    expect(scorePortfolio(questions, answering(3, 3, 3, 3, 3, 3, 3, 3)).band).toBe("optimizer");
    expect(scorePortfolio(questions, answering(3, 3, 3, 3, 3, 3, 3, 2)).band).toBe("builder");
  });

  it("an exact 80% is a Portfolio Champion and 78% a Portfolio Optimizer", () => {
    expect(scorePortfolio(questions, answering(4, 4, 4, 4, 4, 4, 4, 4)).band).toBe("champion");
    expect(scorePortfolio(questions, answering(4, 4, 4, 4, 4, 4, 4, 3)).band).toBe("optimizer");
  });

  it("five assessment answers: 20 of 25 = 80% Advanced, 19 = 76% Intermediate, 14 = 56% Foundation", () => {
    const five = questions.slice(0, 5);
    expect(scoreAssessment(five, answering(4, 4, 4, 4, 4))).toEqual({
      percentage: 80,
      level: "advanced",
    });
    expect(scoreAssessment(five, answering(4, 4, 4, 4, 3))).toEqual({
      percentage: 76,
      level: "intermediate",
    });
    expect(scoreAssessment(five, answering(3, 3, 3, 3, 3))).toEqual({
      percentage: 60,
      level: "intermediate",
    });
    expect(scoreAssessment(five, answering(3, 3, 3, 3, 2))).toEqual({
      percentage: 56,
      level: "foundation",
    });
  });
});
