import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Quiz } from "../hooks/use-quiz";
import type { QuizAnswers } from "../lib/tools/quiz";
import { QuizQuestion, type QuizChoice } from "./QuizQuestion";

export interface QuizFlowQuestion {
  id: string;
  text: string;
  options: readonly QuizChoice[];
  category?: string;
}

export interface QuizFlowProps {
  /** The quiz's heading. */
  heading: string;
  /** The sentence under it. */
  intro: string;
  /** The questions, in order. */
  questions: readonly QuizFlowQuestion[];
  /** The step words: question x of y, Previous, Next, Get Results. */
  steps: Queries.QuizStepsCopy;
  /** The flow's state and actions, from useQuiz. */
  quiz: Quiz;
  /** The results view, once every question is answered. */
  renderResults: (answers: QuizAnswers) => ReactNode;
}

/** What both quizzes share: the tool's heading and introduction, then a question or the results. */
export function QuizFlow({ heading, intro, questions, steps, quiz, renderResults }: QuizFlowProps) {
  const { state } = quiz;
  const question = questions[state.index];
  return (
    <Box>
      <Heading as="h2" size="xl">
        {heading}
      </Heading>
      <Text color="fg.muted" mt="2" mb="8" maxW="3xl">
        {intro}
      </Text>
      {state.view === "results"
        ? renderResults(state.answers)
        : question && (
            <QuizQuestion
              id={question.id}
              text={question.text}
              category={question.category}
              options={question.options}
              selected={state.answers[question.id]}
              index={state.index}
              total={questions.length}
              copy={steps}
              headingRef={quiz.questionHeadingRef}
              onChoose={quiz.choose}
              onNext={quiz.next}
              onPrevious={quiz.previous}
            />
          )}
    </Box>
  );
}
