import { Box, chakra, Flex, Grid, Heading, Text } from "@chakra-ui/react";
import { Button } from "./Button";
import { caseStudyImage } from "./CaseStudyCard";
import { CoverImage } from "./CoverImage";
import { Eyebrow } from "./Eyebrow";
import { LinkButton } from "./LinkButton";

export interface CaseStudyDetailProps {
  /** The case study shown in full. */
  study: Queries.CaseStudiesStudy;
  /** The headings the detail repeats for every study (Results, Challenge...). */
  labels: Queries.CaseStudiesLabels;
  /** Id of the title, which names the dialog the detail is shown in. */
  titleId: string;
  /** Id of the dialog the detail is shown in, which its Close button closes. */
  dialogId: string;
}

/** One case study in full, as the case-study modal shows it. */
export function CaseStudyDetail({ study, labels, titleId, dialogId }: CaseStudyDetailProps) {
  return (
    <Box as="article">
      {/* Lazy: the detail stands closed in the page until a visitor opens it. */}
      <CoverImage {...caseStudyImage(study)} placement="lazy" />
      <Box p={{ base: "6", md: "8" }}>
        <Eyebrow>
          <chakra.span srOnly>{labels.industry}: </chakra.span>
          {study.industry}
        </Eyebrow>
        <Heading as="h2" size="xl" id={titleId} mt="2">
          {study.title}
        </Heading>
        <Text color="fg.muted" mt="2">
          <chakra.span fontWeight="semibold" color="fg">
            {labels.client}:
          </chakra.span>{" "}
          {study.client}
        </Text>

        <Heading as="h3" size="md" mt="8">
          {labels.results}
        </Heading>
        <Grid as="dl" templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" mt="3">
          {study.results.map((result) => (
            <Flex
              key={result.label}
              direction="column-reverse"
              p="4"
              borderRadius="xl"
              bg="bg.subtle"
            >
              <Text as="dt" fontSize="sm" color="fg.muted" mt="1">
                {result.label}
              </Text>
              <Text as="dd" fontWeight="semibold" color="brand.fg">
                {result.value}
              </Text>
            </Flex>
          ))}
        </Grid>

        <Heading as="h3" size="md" mt="8">
          {labels.challenge}
        </Heading>
        <Text mt="2">{study.challenge}</Text>

        <Heading as="h3" size="md" mt="8">
          {labels.solution}
        </Heading>
        <Text mt="2">{study.solution}</Text>

        {study.testimonial && (
          <chakra.figure
            mt="8"
            p="6"
            borderRadius="xl"
            borderStartWidth="4px"
            borderColor="brand.500"
            bg="brand.50"
          >
            <chakra.blockquote fontSize="lg" fontStyle="italic">
              “{study.testimonial.quote}”
            </chakra.blockquote>
            <chakra.figcaption mt="3" fontSize="sm" color="fg.muted">
              {study.testimonial.author}, {study.testimonial.position}
            </chakra.figcaption>
          </chakra.figure>
        )}

        <Flex mt="8" gap="3" wrap="wrap">
          <LinkButton to={labels.book.to}>{labels.book.label}</LinkButton>
          <Button variant="outline" colorPalette="ink" commandfor={dialogId} command="close">
            {labels.close}
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}
