import { useEffect, useReducer, useRef } from "react";
import type { QuizAnswers } from "../lib/tools/quiz";
import {
  currentQuestionId,
  isAnswered,
  isLastQuestion,
  quizReducer,
  startQuiz,
  type QuizStart,
} from "../lib/tools/quiz-steps";

interface QuizOptions {
  questions: readonly { id: string }[];
  /** The visitor asked for the results with every question answered. */
  onFinish?: (answers: QuizAnswers) => void;
  /** Where it opens instead of the first question (the catalogue's stories). */
  start?: QuizStart;
}

/**
 * A quiz's question flow (src/lib/tools/quiz-steps.ts) with its focus: after Next, Previous or
 * Retake, focus moves to the new question's heading, and after 'Get Results' to the results'
 * heading, so keyboard and screen-reader users hear what changed. Nothing moves on first render.
 */
export function useQuiz({ questions, onFinish, start }: QuizOptions) {
  const [state, dispatch] = useReducer(quizReducer, questions, (asked) =>
    startQuiz(
      asked.map((question) => question.id),
      start,
    ),
  );
  const questionHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepped = useRef(false);

  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    const heading = state.view === "results" ? resultsHeadingRef : questionHeadingRef;
    heading.current?.focus();
  }, [state.view, state.index]);

  const answered = isAnswered(state);
  const last = isLastQuestion(state);

  return {
    state,
    currentId: currentQuestionId(state),
    answered,
    last,
    questionHeadingRef,
    resultsHeadingRef,
    choose: (value: string) => dispatch({ type: "choose", value }),
    next: () => {
      if (state.view !== "question" || !answered) return;
      stepped.current = true;
      if (last) onFinish?.(state.answers);
      dispatch({ type: "next" });
    },
    previous: () => {
      if (state.index === 0) return;
      stepped.current = true;
      dispatch({ type: "previous" });
    },
    retake: () => {
      stepped.current = true;
      dispatch({ type: "retake" });
    },
  };
}

export type Quiz = ReturnType<typeof useQuiz>;
