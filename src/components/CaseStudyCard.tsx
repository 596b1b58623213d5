import { Box, chakra, Heading, Text } from "@chakra-ui/react";
import { CoverImage } from "./CoverImage";
import { Eyebrow } from "./Eyebrow";
import { Icon } from "./Icon";
import { PlainButton } from "./plain-button";

/** The id of the dialog that shows a study in full. */
export const caseStudyDialogId = (id: string) => `case-study-${id}`;

/** A study's cover, at its intrinsic size so the page keeps its place while it loads. */
export const caseStudyImage = (study: Queries.CaseStudiesStudy) =>
  ({
    src: study.image,
    alt: study.imageAlt,
    htmlWidth: 640,
    htmlHeight: 360,
    w: "full",
    h: "auto",
    bg: "bg.subtle",
  }) as const;

export interface CaseStudyCardProps {
  /** The case study, from content/data/case-studies.json. */
  study: Queries.CaseStudiesStudy;
  /** Words of the button that opens the study. */
  openLabel: string;
}

/**
 * A case study in the grid. The whole card is clickable through its one button, which shows the
 * study's dialog (`caseStudyDialogId`) with HTML's invoker command: no script needed.
 */
export function CaseStudyCard({ study, openLabel }: CaseStudyCardProps) {
  return (
    <Box
      as="article"
      position="relative"
      display="flex"
      flexDirection="column"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      overflow="hidden"
      bg="bg"
      _hover={{ boxShadow: "md" }}
      _focusWithin={{ outline: "2px solid", outlineColor: "brand.500", outlineOffset: "2px" }}
    >
      <CoverImage {...caseStudyImage(study)} placement="lazy" />
      <Box p="6" display="flex" flexDirection="column" flex="1">
        <Eyebrow>{study.industry}</Eyebrow>
        <Heading as="h3" size="md" mt="2">
          {study.title}
        </Heading>
        <Text color="fg.muted" mt="3" flex="1">
          {study.summary}
        </Text>
        <PlainButton
          type="button"
          commandfor={caseStudyDialogId(study.id)}
          command="show-modal"
          mt="5"
          display="inline-flex"
          alignItems="center"
          gap="2"
          alignSelf="flex-start"
          fontWeight="semibold"
          color="brand.fg"
          cursor="pointer"
          outline="none"
          // Stretches the button over the card, so a click anywhere on it opens the study.
          _after={{ content: '""', position: "absolute", inset: "0" }}
        >
          {openLabel}
          <chakra.span srOnly>: {study.title}</chakra.span>
          <Icon name="arrowRight" boxSize="4" />
        </PlainButton>
      </Box>
    </Box>
  );
}
