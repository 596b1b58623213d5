import { BusinessUnits } from "../components/BusinessUnits";
import { CallToAction } from "../components/CallToAction";
import { PageHero } from "../components/PageHero";
import { Principles } from "../components/Principles";
import { Section } from "../components/Section";
import { StatGrid } from "../components/StatGrid";
import { TeamGrid } from "../components/TeamGrid";

/**
 * The About page, titled Our Structure: principles, figures, business units, the team and a call to
 * action.
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
      <CallToAction id="about-cta" content={content.callToAction} />
    </>
  );
}
