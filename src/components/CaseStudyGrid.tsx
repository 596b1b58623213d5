import { Grid } from "@chakra-ui/react";
import { CaseStudyCard } from "./CaseStudyCard";

export interface CaseStudyGridProps {
  /** The case studies, in the order shown. */
  studies: readonly Queries.CaseStudiesStudy[];
  /** Words of each card's button. */
  openLabel: string;
}

/** The case-study cards: one column on phones, two on tablets, three on large screens. */
export function CaseStudyGrid({ studies, openLabel }: CaseStudyGridProps) {
  return (
    <Grid templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
      {studies.map((study) => (
        <CaseStudyCard key={study.id} study={study} openLabel={openLabel} />
      ))}
    </Grid>
  );
}
