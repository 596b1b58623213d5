import { CallToAction } from "../components/CallToAction";
import { PageHero } from "../components/PageHero";
import { StaticSection } from "../components/StaticSection";
import { staticPart } from "../components/static-part";

const Section = staticPart(() => import("../components/Section"), "Section");
const Principles = staticPart(() => import("../components/Principles"), "Principles");
const StatGrid = staticPart(() => import("../components/StatGrid"), "StatGrid");
const BusinessUnits = staticPart(() => import("../components/BusinessUnits"), "BusinessUnits");
const TeamGrid = staticPart(() => import("../components/TeamGrid"), "TeamGrid");

/**
 * The About page, titled Our Structure: principles, figures, business units, the team and a call to
 * action. What lies between the hero and the call to action no visitor can change: the build's
 * HTML, never hydrated.
 */
export function AboutView({
  content,
}: {
  /** The page's content, from content/data/about.json. */
  content: NonNullable<Queries.AboutPageQuery["aboutJson"]>;
}) {
  return (
    <>
      <PageHero content={content.hero} />
      <StaticSection id="about-sections">
        <Section id="principles" copy={content.principlesSection}>
          <Principles principles={content.principles} />
        </Section>
        <Section id="figures" copy={content.statsSection} tone="inverted">
          <StatGrid stats={content.stats} inverted />
        </Section>
        <Section id="business-units" copy={content.unitsSection} tone="subtle">
          <BusinessUnits units={content.units} />
        </Section>
        <Section id="team" copy={content.teamSection}>
          <TeamGrid team={content.team} />
        </Section>
      </StaticSection>
      <CallToAction id="about-cta" content={content.callToAction} />
    </>
  );
}
