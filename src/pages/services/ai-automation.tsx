import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageMetaHead } from "../../templates/page-meta-head";
import { AiAutomationView } from "../../views/AiAutomationView";

type Data = Queries.AiAutomationPageQuery;

export default function AiAutomationPage({ data }: PageProps<Data>) {
  if (!data.aiAutomationJson) throw new Error("content/data/ai-automation.json is missing");
  return <AiAutomationView content={data.aiAutomationJson} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.aiAutomationJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query AiAutomationPage {
    aiAutomationJson {
      meta {
        ...PageMetaFields
      }
      service {
        id
        name
      }
      hero {
        ...HeroFields
      }
      tiersSection {
        ...SectionCopyFields
      }
      tierLabels {
        price
        timeframe
        roi
        features
        metrics
      }
      tiers {
        id
        name
        description
        priceRange {
          min
          max
        }
        timeframe
        roi
        features
        metrics
      }
      roiSection {
        ...SectionCopyFields
      }
      roiTable {
        caption
        scenario
        investment
        payback
        annualRoi
      }
      scenarios {
        scenario
        investment
        paybackMonths
        annualRoi
      }
      roiAction {
        label
        to
        variant
      }
      resultsSection {
        ...SectionCopyFields
      }
      results {
        ...ServiceClientStoryFields
      }
      callToAction {
        ...CallToActionFields
      }
    }
  }
`;
