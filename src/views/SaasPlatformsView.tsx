import { Box, Container, Grid, Stack } from "@chakra-ui/react";
import { CallToAction } from "../components/CallToAction";
import { ClientStories } from "../components/ClientStories";
import { IslandMark } from "../components/IslandMark";
import { PageHero } from "../components/PageHero";
import { PlatformCard } from "../components/PlatformCard";
import { PricingPlans } from "../components/PricingPlans";
import { Section } from "../components/Section";
import { SectionHeader } from "../components/SectionHeader";
import { SidebarLeadMagnet } from "../components/SidebarLeadMagnet";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { useServiceViews } from "../hooks/use-view-service";
import { serviceViewAttributes } from "../lib/analytics/service-view";
import type { LeadResult } from "../lib/leads/result";

/** What the sidebar lead magnet needs beside the SaaS platforms. */
export interface SidebarMagnetContent {
  magnet: Queries.LeadMagnet;
  copy: Queries.SidebarMagnetCopy;
  notices: Queries.FormNotices;
  contactEmail: string;
}

export interface SaasPlatformsViewProps {
  /** The page's content. */
  content: NonNullable<Queries.SaasPlatformsPageQuery["saasPlatformsJson"]>;
  /** The lead magnet in the sticky sidebar. */
  sidebar: SidebarMagnetContent;
  /** Sends the sidebar's email; stories pass a stand-in. */
  submitMagnet: (email: string) => Promise<LeadResult>;
}

/**
 * The SaaS platforms service page (/services/saas-platforms): the platforms beside the sticky
 * scaling guide, pricing and stories.
 */
export function SaasPlatformsView({ content, sidebar, submitMagnet }: SaasPlatformsViewProps) {
  useScrollToHash();
  useServiceViews();
  return (
    // Marks the page as one service's, viewed as it loads; its box is no box of layout.
    <Box display="contents" {...serviceViewAttributes(content.service, "on-load")}>
      <PageHero content={content.hero} />
      <Container py={{ base: "14", md: "20" }}>
        {/* The sidebar's cell stretches to the platforms' height, so its sticky magnet can travel. */}
        <Grid
          templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 22rem" }}
          gap={{ base: "10", lg: "12" }}
        >
          <Box as="section" id="platforms" aria-labelledby="platforms-heading">
            <SectionHeader headingId="platforms-heading" copy={content.platformsSection} />
            <Stack gap="6" mt={{ base: "8", md: "12" }}>
              {content.platforms.map((platform) => (
                <PlatformCard key={platform.id} platform={platform} />
              ))}
            </Stack>
          </Box>
          {/* The grid's cell itself, so that the sticky magnet travels the platforms' height. */}
          <IslandMark name="sidebar-magnet" props={sidebar}>
            <SidebarLeadMagnet {...sidebar} submit={submitMagnet} />
          </IslandMark>
        </Grid>
      </Container>
      <Section id="pricing" copy={content.pricingSection} tone="subtle" centred>
        <PricingPlans plans={content.plans} popularLabel={content.popularLabel} />
      </Section>
      <Section id="client-stories" copy={content.storiesSection}>
        <ClientStories stories={content.stories} />
      </Section>
      <CallToAction id="saas-cta" content={content.callToAction} />
    </Box>
  );
}
