import { Box } from "@chakra-ui/react";
import { CallToAction } from "../components/CallToAction";
import { AutomationTiers } from "../components/AutomationTiers";
import { ClientStories } from "../components/ClientStories";
import { LinkButton } from "../components/LinkButton";
import { PageHero } from "../components/PageHero";
import { RoiScenarioTable } from "../components/RoiScenarioTable";
import { Section } from "../components/Section";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { useServiceViews } from "../hooks/use-view-service";
import { serviceViewAttributes } from "../lib/analytics/service-view";

/**
 * The AI automation service page (/services/ai-automation): the tiers, the ROI scenarios and client
 * results.
 */
export function AiAutomationView({
  content,
}: {
  /** The page's content, from content/data/services.json. */
  content: NonNullable<Queries.AiAutomationPageQuery["aiAutomationJson"]>;
}) {
  useScrollToHash();
  useServiceViews();
  return (
    // Marks the page as one service's, viewed as it loads; its box is no box of layout.
    <Box display="contents" {...serviceViewAttributes(content.service, "on-load")}>
      <PageHero content={content.hero} />
      <Section id="tiers" copy={content.tiersSection}>
        <AutomationTiers tiers={content.tiers} labels={content.tierLabels} />
      </Section>
      <Section id="roi-scenarios" copy={content.roiSection} tone="subtle" maxW="5xl">
        <RoiScenarioTable scenarios={content.scenarios} copy={content.roiTable} />
        <LinkButton to={content.roiAction.to} variant="outline" mt="6">
          {content.roiAction.label}
        </LinkButton>
      </Section>
      <Section id="client-results" copy={content.resultsSection}>
        <ClientStories stories={content.results} />
      </Section>
      <CallToAction id="ai-cta" content={content.callToAction} />
    </Box>
  );
}
