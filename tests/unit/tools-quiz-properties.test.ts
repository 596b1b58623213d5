import fc from "fast-check";
import {
  ASSESSMENT_BANDS,
  bandFor,
  PORTFOLIO_BANDS,
  quizPercentage,
  type BandRule,
  type ScoredQuestion,
} from "../../src/lib/tools/quiz";

// Any quiz: 1 to 12 questions, each with 2 to 5 options scored 1 to 5, and one answer per question.
const quizWithAnswers = fc
  .array(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 5 }), {
    minLength: 1,
    maxLength: 12,
  })
  .chain((scoreLists) =>
    fc.record({
      questions: fc.constant<ScoredQuestion[]>(
        scoreLists.map((scores, q) => ({
          id: `q${q}`,
          options: scores.map((score, o) => ({ value: `o${o}`, score })),
        })),
      ),
      picks: fc.tuple(...scoreLists.map((scores) => fc.nat({ max: scores.length - 1 }))),
    }),
  );

const answersFor = (picks: readonly number[]) =>
  Object.fromEntries(picks.map((pick, q) => [`q${q}`, `o${pick}`]));

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
const scoresOf = (question: ScoredQuestion) => question.options.map((option) => option.score);

describe("quiz scoring properties", () => {
  it("the percentage is finite and between the all-lowest share (rounded) and 100", () => {
    fc.assert(
      fc.property(quizWithAnswers, ({ questions, picks }) => {
        const percentage = quizPercentage(questions, answersFor(picks));
        const lowest = total(questions.map((question) => Math.min(...scoresOf(question))));
        const highest = total(questions.map((question) => Math.max(...scoresOf(question))));
        expect(Number.isFinite(percentage)).toBe(true);
        expect(Number.isInteger(percentage)).toBe(true);
        expect(percentage).toBeGreaterThanOrEqual(Math.round((lowest / highest) * 100));
        expect(percentage).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("raising any one answer's score never lowers the percentage", () => {
    fc.assert(
      fc.property(quizWithAnswers, fc.nat(), ({ questions, picks }, which) => {
        const q = which % questions.length;
        const question = questions[q] as ScoredQuestion;
        const before = answersFor(picks);
        const chosen = question.options[picks[q] as number]?.score ?? 0;
        const better = question.options.find((option) => option.score > chosen);
        fc.pre(better !== undefined);
        const after = { ...before, [question.id]: better?.value ?? "" };
        expect(quizPercentage(questions, after)).toBeGreaterThanOrEqual(
          quizPercentage(questions, before),
        );
      }),
    );
  });

  it.each<[string, readonly BandRule<string>[]]>([
    ["portfolio", PORTFOLIO_BANDS],
    ["assessment", ASSESSMENT_BANDS],
  ])("the %s band never drops as the percentage rises", (_name, rules) => {
    const rank = (percentage: number) =>
      rules.length - rules.findIndex((rule) => rule.id === bandFor(percentage, rules));
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank(high)).toBeGreaterThanOrEqual(rank(low));
        },
      ),
    );
  });
});
