import { Box, Heading } from "@chakra-ui/react";
import { CallToAction } from "../components/CallToAction";
import { HomeHero } from "../components/HomeHero";
import { LeadForm } from "../components/LeadForm";
import { PortfolioGrid } from "../components/PortfolioGrid";
import { RevenueCards } from "../components/RevenueCards";
import { Section } from "../components/Section";
import { StatGrid } from "../components/StatGrid";
import { TestimonialCarousel } from "../components/TestimonialCarousel";
import { submitLeadForm } from "../browser/leads/lazy-submissions";

export interface HomeViewProps {
  /** The home page's content, from content/data/home.json. */
  content: NonNullable<Queries.HomePageQuery["homeJson"]>;
  /** The lead form's words. */
  forms: NonNullable<Queries.HomePageQuery["formsJson"]>;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
}

/** The home page: hero and figures, portfolio, performance, testimonials and the lead form. */
export function HomeView({ content, forms, contactEmail }: HomeViewProps) {
  const { hero, testimonials } = content;
  return (
    <>
      <HomeHero content={hero}>
        <Box mt={{ base: "12", md: "16" }}>
          <Heading as="h2" srOnly>
            {content.statsHeading}
          </Heading>
          <StatGrid stats={content.stats} inverted />
        </Box>
      </HomeHero>
      <PortfolioGrid id="portfolio" content={content.portfolio} />
      <RevenueCards id="performance" content={content.performance} />
      <Section id="testimonials" copy={testimonials.copy} centred>
        <TestimonialCarousel items={testimonials.items} copy={testimonials} />
      </Section>
      <CallToAction id="get-started" content={content.closing}>
        <Box bg="bg" color="fg" borderRadius="3xl" p={{ base: "6", md: "10" }}>
          <LeadForm
            copy={forms.leadForm}
            notices={forms.notices}
            requiredText={forms.requiredText}
            contactEmail={contactEmail}
            submit={submitLeadForm}
          />
        </Box>
      </CallToAction>
    </>
  );
}
