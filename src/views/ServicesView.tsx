import { Grid } from "@chakra-ui/react";
import { CallToAction } from "../components/CallToAction";
import { CardGrid } from "../components/CardGrid";
import { PageHero } from "../components/PageHero";
import { PortfolioEntry } from "../components/PortfolioEntry";
import { Section } from "../components/Section";
import { ServiceBlock } from "../components/ServiceBlock";
import { StaticSection } from "../components/StaticSection";
import { TeaserCard } from "../components/TeaserCard";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { useServiceViews } from "../hooks/use-view-service";

/**
 * The services page (/services): every service, the portfolio (anchored for header and footer
 * links) and teasers. Those no visitor can change: the build's HTML, never hydrated. A kept page
 * (src/lib/kept-pages.ts): links load it from the server, and it lands on their anchors.
 */
export function ServicesView({
  content,
}: {
  /** The page's content: the service blocks, teasers and call to action. */
  content: NonNullable<Queries.ServicesPageQuery["servicesJson"]>;
}) {
  useScrollToHash();
  useServiceViews();
  return (
    <>
      <PageHero content={content.hero} />
      <StaticSection id="services-sections">
        <Section id="what-we-do" copy={content.servicesSection}>
          <CardGrid columns={2}>
            {content.services.map((service) => (
              <ServiceBlock
                key={service.id}
                service={service}
                benefitsHeading={content.benefitsHeading}
                includedHeading={content.includedHeading}
              />
            ))}
          </CardGrid>
        </Section>
        <Section id="portfolio" copy={content.portfolioSection} tone="subtle">
          <Grid
            templateColumns={{
              base: "1fr",
              md: "repeat(2, minmax(0, 1fr))",
              lg: "repeat(3, minmax(0, 1fr))",
              xl: "repeat(4, minmax(0, 1fr))",
            }}
            gap="6"
          >
            {content.portfolio.map((entry) => (
              <PortfolioEntry key={entry.id} entry={entry} />
            ))}
          </Grid>
        </Section>
        <Section id="explore" copy={content.teasersSection}>
          <CardGrid columns={content.teasers.length}>
            {content.teasers.map((teaser) => (
              <TeaserCard key={teaser.id} teaser={teaser} />
            ))}
          </CardGrid>
        </Section>
      </StaticSection>
      <CallToAction id="services-cta" content={content.callToAction} />
    </>
  );
}
