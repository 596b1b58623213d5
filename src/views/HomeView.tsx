import { Box, Heading } from "@chakra-ui/react";
import { CallToAction } from "../components/CallToAction";
import { HomeHero } from "../components/HomeHero";
import { IslandMark } from "../components/IslandMark";
import { LeadForm, type LeadFormProps } from "../components/LeadForm";
import { Section } from "../components/Section";
import { StaticSection } from "../components/StaticSection";
import { staticPart } from "../components/static-part";
import { TestimonialCarousel } from "../components/TestimonialCarousel";
import { submitLeadForm } from "../browser/leads/lazy-submissions";

const StatGrid = staticPart(() => import("../components/StatGrid"), "StatGrid");
const PortfolioGrid = staticPart(() => import("../components/PortfolioGrid"), "PortfolioGrid");
const RevenueCards = staticPart(() => import("../components/RevenueCards"), "RevenueCards");

export interface HomeViewProps {
  /** The home page's content, from content/data/home.json. */
  content: NonNullable<Queries.HomePageQuery["homeJson"]>;
  /** The lead form's words. */
  forms: NonNullable<Queries.HomePageQuery["formsJson"]>;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
}

/** What the lead form renders from: its island's props on the kept page. */
export type HomeLeadFormContent = Pick<
  LeadFormProps,
  "copy" | "notices" | "requiredText" | "contactEmail"
>;

/**
 * The home page: hero and figures, portfolio, performance, testimonials and the lead form. A kept
 * page (src/lib/kept-pages.ts): the hero's A/B texts, the ripple grid and the carousel are DOM
 * code, the lead form an island.
 */
export function HomeView({ content, forms, contactEmail }: HomeViewProps) {
  const { hero, testimonials } = content;
  const leadForm: HomeLeadFormContent = {
    copy: forms.leadForm,
    notices: forms.notices,
    requiredText: forms.requiredText,
    contactEmail,
  };
  return (
    <>
      <HomeHero content={hero}>
        <Box mt={{ base: "12", md: "16" }}>
          <Heading as="h2" srOnly>
            {content.statsHeading}
          </Heading>
          <StaticSection id="home-stats">
            <StatGrid stats={content.stats} inverted />
          </StaticSection>
        </Box>
      </HomeHero>
      {/* Figures, cards and links no visitor can change: the build's HTML, never hydrated. */}
      <StaticSection id="portfolio">
        <PortfolioGrid id="portfolio" content={content.portfolio} />
      </StaticSection>
      <StaticSection id="performance">
        <RevenueCards id="performance" content={content.performance} />
      </StaticSection>
      <Section id="testimonials" copy={testimonials.copy} centred>
        <TestimonialCarousel items={testimonials.items} copy={testimonials} />
      </Section>
      <CallToAction id="get-started" content={content.closing}>
        <Box bg="bg" color="fg" borderRadius="3xl" p={{ base: "6", md: "10" }}>
          <IslandMark name="lead-form" props={leadForm}>
            <LeadForm {...leadForm} submit={submitLeadForm} />
          </IslandMark>
        </Box>
      </CallToAction>
    </>
  );
}
