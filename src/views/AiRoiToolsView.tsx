import { Box, Heading } from "@chakra-ui/react";
import { ArrowLink } from "../components/ArrowLink";
import { CallToAction } from "../components/CallToAction";
import {
  EmbeddedCalculators,
  type EmbeddedCalculatorsProps,
} from "../components/EmbeddedCalculator";
import { FloatingLinkButton } from "../components/FloatingLinkButton";
import { IslandMark } from "../components/IslandMark";
import { PageHero } from "../components/PageHero";
import { Principles } from "../components/Principles";
import { Section } from "../components/Section";
import { StatGrid } from "../components/StatGrid";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { RoiCalculator, type RoiCalculatorContent } from "../tools/RoiCalculator";

export interface AiRoiToolsViewProps {
  /** The page's own content. */
  content: NonNullable<Queries.AiRoiToolsPageQuery["aiRoiToolsJson"]>;
  /** The built-in ROI calculator's content. */
  calculators: Queries.CalculatorsFieldsFragment;
  /** The scheduler behind the floating 'Book Free AI Demo'. */
  demoScheduler: Queries.ExternalLink;
  /** The external calculators shown in frames. */
  embeds: readonly Queries.EmbeddedCalculator[];
  /** The sentence shown before an external calculator loads. */
  embedNotice: string;
  /** What each calculator's frame says while loading and if it fails. */
  embedFrame: Queries.FrameCopy;
}

const STATS_HEADING_ID = "roi-stats-heading";

/**
 * The AI ROI tools page: hero figures, the external calculators (in lazy frames), the built-in ROI
 * calculator, why choose the studio, the way on to the advanced tools, and a 'Book Free AI Demo'
 * button that stays in reach. The external calculators and the ROI calculator are islands of a
 * kept page (src/lib/kept-pages.ts); the button's room at the bottom is kept by DOM code.
 */
export function AiRoiToolsView({
  content,
  calculators,
  demoScheduler,
  embeds,
  embedNotice,
  embedFrame,
}: AiRoiToolsViewProps) {
  useScrollToHash();
  const external: EmbeddedCalculatorsProps = {
    calculators: embeds,
    notice: embedNotice,
    frame: embedFrame,
  };
  const { fieldMessages, staleNotice, copyLink } = calculators;
  const roi: RoiCalculatorContent = {
    copy: calculators.roi,
    common: { fieldMessages, staleNotice, copyLink },
    headingLevel: 3,
  };
  return (
    <>
      <PageHero content={content.hero}>
        <Box as="section" aria-labelledby={STATS_HEADING_ID} mt={{ base: "10", md: "12" }}>
          <Heading as="h2" id={STATS_HEADING_ID} size="md" mb="4">
            {content.statsHeading}
          </Heading>
          <StatGrid stats={content.stats} />
        </Box>
      </PageHero>
      <Section id="external-calculators" copy={content.externalSection}>
        <IslandMark name="external-calculators" props={external}>
          <EmbeddedCalculators {...external} />
        </IslandMark>
      </Section>
      <Section id="roi-calculator" copy={content.roiSection} tone="subtle">
        <IslandMark name="roi-calculator" props={roi}>
          <RoiCalculator {...roi} />
        </IslandMark>
      </Section>
      <Section id="why-choose" copy={content.whySection}>
        <Principles principles={content.why} />
        <ArrowLink to={content.advancedToolsLink.to} mt={{ base: "8", md: "10" }}>
          {content.advancedToolsLink.label}
        </ArrowLink>
      </Section>
      <CallToAction id="ai-roi-cta" content={content.callToAction} />
      <FloatingLinkButton to={demoScheduler.url}>{demoScheduler.label}</FloatingLinkButton>
    </>
  );
}
