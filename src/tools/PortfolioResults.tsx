import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { useId, type Ref } from "react";
import { formatPercent } from "../lib/format";
import { bandCopy, type PortfolioScore } from "../lib/tools/quiz";
import { QuizResult } from "./QuizResult";

export interface PortfolioResultsProps {
  /** The visitor's scores by category. */
  score: PortfolioScore;
  /** Every result band's words. */
  bands: readonly Queries.QuizBandCopy[];
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.PortfolioResultsCopy;
  /** Lets the tool move focus to the results' heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called by Retake, back to the first question. */
  onRetake: () => void;
}

/** The portfolio quiz's results: the band, the score and a meter for each category. */
export function PortfolioResults({
  score,
  bands,
  copy,
  headingRef,
  onRetake,
}: PortfolioResultsProps) {
  const id = useId();
  return (
    <QuizResult
      id={`${id}-results`}
      percentage={score.percentage}
      band={bandCopy(bands, score.band)}
      copy={copy}
      headingRef={headingRef}
      onRetake={onRetake}
      details={
        <>
          <Heading as="h4" size="sm" mt="8">
            {copy.breakdownHeading}
          </Heading>
          <chakra.ul
            listStyleType="none"
            display="grid"
            gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }}
            gap="4"
            mt="3"
          >
            {score.categories.map(({ category, percentage }, index) => {
              const labelId = `${id}-category-${index}`;
              return (
                <chakra.li
                  key={category}
                  p="4"
                  borderWidth="1px"
                  borderColor="border"
                  borderRadius="lg"
                >
                  <Flex justify="space-between" gap="3" fontSize="sm">
                    <Text id={labelId} fontWeight="semibold">
                      {category}
                    </Text>
                    <Text>{formatPercent(percentage)}</Text>
                  </Flex>
                  <Box
                    role="meter"
                    aria-labelledby={labelId}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percentage}
                    aria-valuetext={formatPercent(percentage)}
                    mt="2"
                    h="2"
                    borderRadius="full"
                    bg="bg.muted"
                    overflow="hidden"
                  >
                    <Box h="full" w={`${percentage}%`} bg="brand.solid" borderRadius="full" />
                  </Box>
                </chakra.li>
              );
            })}
          </chakra.ul>
        </>
      }
    />
  );
}
