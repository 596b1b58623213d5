// The steps of the quiz and the assessment: the question index starts at 0, Next needs an answer,
// the last question's Next shows the results, Previous goes back keeping answers, Retake starts
// over.
import type { QuizAnswers } from "./quiz";

export interface QuizState {
  /** The questions' ids, in the order they are asked. */
  questionIds: readonly string[];
  index: number;
  answers: QuizAnswers;
  view: "question" | "results";
}

export type QuizAction =
  { type: "choose"; value: string } | { type: "next" } | { type: "previous" } | { type: "retake" };

/** Where a quiz opens when not at its start: the catalogue shows each step without clicks. */
export type QuizStart = Partial<Pick<QuizState, "answers" | "index" | "view">>;

/**
 * The first question, nothing chosen; or `at`, kept to what a visitor could reach: answers only to
 * the quiz's questions, a question no further than the first one unanswered, and the results only
 * once every question is answered (from the last question, as Next reaches them).
 */
export function startQuiz(questionIds: readonly string[], at: QuizStart = {}): QuizState {
  const answers = Object.fromEntries(
    Object.entries(at.answers ?? {}).filter(([id]) => questionIds.includes(id)),
  );
  const unanswered = questionIds.findIndex((id) => !answers[id]);
  const last = Math.max(questionIds.length - 1, 0);
  if (unanswered === -1 && at.view === "results") {
    return { questionIds, index: last, answers, view: "results" };
  }
  const reachable = unanswered === -1 ? last : unanswered;
  const index = Math.min(Math.max(Math.trunc(at.index ?? 0), 0), reachable);
  return { questionIds, index, answers, view: "question" };
}

export const currentQuestionId = (state: QuizState): string | undefined =>
  state.questionIds[state.index];

export function isAnswered(state: QuizState): boolean {
  const id = currentQuestionId(state);
  return id !== undefined && Boolean(state.answers[id]);
}

export const isLastQuestion = (state: QuizState): boolean =>
  state.index === state.questionIds.length - 1;

/** Pure transitions; an action that does not apply returns the same state, so React skips a render. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "choose": {
      const id = currentQuestionId(state);
      if (state.view !== "question" || id === undefined || state.answers[id] === action.value) {
        return state;
      }
      return { ...state, answers: { ...state.answers, [id]: action.value } };
    }
    case "next":
      if (state.view !== "question" || !isAnswered(state)) return state;
      return isLastQuestion(state)
        ? { ...state, view: "results" }
        : { ...state, index: state.index + 1 };
    case "previous":
      if (state.view !== "question" || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case "retake":
      return startQuiz(state.questionIds);
  }
}
