import {
  currentQuestionId,
  isAnswered,
  isLastQuestion,
  quizReducer,
  startQuiz,
  type QuizAction,
  type QuizState,
} from "../../src/lib/tools/quiz-steps";

const ids = ["revenue", "team_size", "automation"];
const run = (...actions: QuizAction[]): QuizState => actions.reduce(quizReducer, startQuiz(ids));
const choose = (value: string): QuizAction => ({ type: "choose", value });
const next: QuizAction = { type: "next" };
const previous: QuizAction = { type: "previous" };

describe("quiz steps (docs/product.md#forms)", () => {
  it("starts at question index 0 with no answers", () => {
    const state = startQuiz(ids);
    expect(state).toEqual({ questionIds: ids, index: 0, answers: {}, view: "question" });
    expect(currentQuestionId(state)).toBe("revenue");
    expect(isAnswered(state)).toBe(false);
  });

  it("cannot advance while the current question is unanswered", () => {
    const start = startQuiz(ids);
    expect(quizReducer(start, next)).toBe(start);
  });

  it("records the answer to the current question and then advances", () => {
    const state = run(choose("under_10k"), next);
    expect(state.index).toBe(1);
    expect(state.answers).toEqual({ revenue: "under_10k" });
    expect(isAnswered(state)).toBe(false);
  });

  it("changing an answer replaces it; choosing the same one changes nothing", () => {
    const answered = run(choose("under_10k"));
    expect(quizReducer(answered, choose("under_10k"))).toBe(answered);
    expect(quizReducer(answered, choose("over_500k")).answers).toEqual({ revenue: "over_500k" });
  });

  it("Previous at index 0 stays at index 0", () => {
    const start = startQuiz(ids);
    expect(quizReducer(start, previous)).toBe(start);
  });

  it("Previous goes back one question and keeps every answer", () => {
    const state = run(choose("a"), next, choose("b"), previous);
    expect(state.index).toBe(0);
    expect(state.answers).toEqual({ revenue: "a", team_size: "b" });
    expect(isAnswered(state)).toBe(true);
  });

  it("Next on the last answered question shows the results", () => {
    const last = run(choose("a"), next, choose("b"), next);
    expect(isLastQuestion(last)).toBe(true);
    expect(quizReducer(last, next)).toBe(last);
    const results = quizReducer(quizReducer(last, choose("c")), next);
    expect(results.view).toBe("results");
    expect(results.index).toBe(2);
  });

  it("ignores choose, next and previous once the results show", () => {
    const results = run(choose("a"), next, choose("b"), next, choose("c"), next);
    expect(quizReducer(results, choose("d"))).toBe(results);
    expect(quizReducer(results, next)).toBe(results);
    expect(quizReducer(results, previous)).toBe(results);
  });

  it("Retake resets the answers and the index", () => {
    const results = run(choose("a"), next, choose("b"), next, choose("c"), next);
    expect(quizReducer(results, { type: "retake" })).toEqual(startQuiz(ids));
  });

  it("opens where it is started: at a question with answers, or at the results", () => {
    const answers = { revenue: "a", team_size: "b" };
    expect(startQuiz(ids, { answers, index: 1 })).toEqual({
      questionIds: ids,
      index: 1,
      answers,
      view: "question",
    });
    const all = { ...answers, automation: "c" };
    expect(startQuiz(ids, { answers: all, view: "results" })).toEqual(
      run(choose("a"), next, choose("b"), next, choose("c"), next),
    );
  });

  it("opens only where a visitor could have got to", () => {
    // No further than the first question unanswered, nor beyond the last one.
    expect(startQuiz(ids, { answers: { revenue: "a" }, index: 2 }).index).toBe(1);
    expect(
      startQuiz(ids, { answers: { revenue: "a", team_size: "b", automation: "c" }, index: 9 })
        .index,
    ).toBe(2);
    expect(startQuiz(ids, { index: -3 }).index).toBe(0);
    // Results only with every question answered; answers to other questions are dropped.
    const partial = startQuiz(ids, { answers: { revenue: "a", other: "x" }, view: "results" });
    expect(partial.view).toBe("question");
    expect(partial.answers).toEqual({ revenue: "a" });
  });
});
