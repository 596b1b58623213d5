import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../../components/static-part";
import { PageMetaHead } from "../../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself (a client-side navigation to it).
const AiAutomationView = staticPart(
  () => import("../../views/AiAutomationView"),
  "AiAutomationView",
);

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
