import { Box, Grid, Heading } from "@chakra-ui/react";
import { Suspense } from "react";
import { ArrowLink } from "../components/ArrowLink";
import { CallToAction } from "../components/CallToAction";
import { EmbeddedCalculator } from "../components/EmbeddedCalculator";
import { FloatingLinkButton } from "../components/FloatingLinkButton";
import { HydrateOnView } from "../components/HydrateOnView";
import { PageHero } from "../components/PageHero";
import { Principles } from "../components/Principles";
import { Section } from "../components/Section";
import { StatGrid } from "../components/StatGrid";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { RoiCalculator } from "../tools/RoiCalculator";

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
 * button that stays in reach.
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
      {/* Boundaries that never suspend: each band hydrates in a task of its own (as SiteShell
          explains); the parts without in-site links only once the visitor nears them. */}
      <Suspense>
        <Section id="external-calculators" copy={content.externalSection}>
          <HydrateOnView id="external-calculators">
            <Grid templateColumns={{ base: "1fr", lg: "repeat(2, minmax(0, 1fr))" }} gap="6">
              {embeds.map((calculator) => (
                <EmbeddedCalculator
                  key={calculator.id}
                  calculator={calculator}
                  notice={embedNotice}
                  frame={embedFrame}
                />
              ))}
            </Grid>
          </HydrateOnView>
        </Section>
      </Suspense>
      <Suspense>
        <Section id="roi-calculator" copy={content.roiSection} tone="subtle">
          <HydrateOnView id="roi-calculator">
            <RoiCalculator copy={calculators.roi} common={calculators} headingLevel={3} />
          </HydrateOnView>
        </Section>
      </Suspense>
      <Suspense>
        <Section id="why-choose" copy={content.whySection}>
          <HydrateOnView id="why-choose">
            <Principles principles={content.why} />
          </HydrateOnView>
          <ArrowLink to={content.advancedToolsLink.to} mt={{ base: "8", md: "10" }}>
            {content.advancedToolsLink.label}
          </ArrowLink>
        </Section>
        <CallToAction id="ai-roi-cta" content={content.callToAction} />
        <FloatingLinkButton to={demoScheduler.url}>{demoScheduler.label}</FloatingLinkButton>
      </Suspense>
    </>
  );
}
