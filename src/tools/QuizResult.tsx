import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";
import { Button } from "../components/Button";
import { CheckList } from "../components/CheckList";
import { Eyebrow } from "../components/Eyebrow";
import { fillTemplate } from "../lib/fill-template";

export interface QuizResultProps {
  /** Prefixes the heading's id, which names the results' section. */
  id: string;
  /** The whole-number score, 0 to 100. */
  percentage: number;
  /** The result band: its heading, text and advice. */
  band: Queries.QuizBandCopy;
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.QuizResultsCopy;
  /** The heading (band and score), which takes focus when the results appear. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called by Retake. */
  onRetake: () => void;
  /** Shown after the band's description: the portfolio quiz's category breakdown. */
  details?: ReactNode;
  /** Shown after the recommendations: the assessment's report form. */
  children?: ReactNode;
}

/**
 * The results view both quizzes share: band and score in one heading, how the score is worked
 * out, what the band means, its recommendations and a Retake action.
 */
export function QuizResult({
  id,
  percentage,
  band,
  copy,
  headingRef,
  onRetake,
  details,
  children,
}: QuizResultProps) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Eyebrow mb="2">{copy.eyebrow}</Eyebrow>
      <Heading as="h3" size="xl" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
        {band.name}{" "}
        <Text as="span" display="block" mt="1" fontSize="2xl" color="brand.fg">
          {fillTemplate(copy.score, { percentage })}
        </Text>
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {copy.scoringNote}
      </Text>
      <Text fontSize="lg" mt="4">
        {band.description}
      </Text>
      {details}
      <Heading as="h4" size="sm" mt="8">
        {copy.recommendationsHeading}
      </Heading>
      <CheckList items={band.recommendations} mt="3" />
      {children}
      <Button variant="outline" mt="8" onClick={onRetake}>
        {copy.retake}
      </Button>
    </Box>
  );
}
