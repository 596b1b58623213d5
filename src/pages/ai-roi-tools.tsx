import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; the calculators are islands (src/browser/kept-page.tsx).
const AiRoiToolsView = staticPart(() => import("../views/AiRoiToolsView"), "AiRoiToolsView");

type Data = Queries.AiRoiToolsPageQuery;

export default function AiRoiToolsPage({ data }: PageProps<Data>) {
  const { aiRoiToolsJson, calculatorsJson, embedsJson } = data;
  if (!aiRoiToolsJson || !calculatorsJson || !embedsJson)
    throw new Error("AI ROI tools content is missing");
  return (
    <AiRoiToolsView
      content={aiRoiToolsJson}
      calculators={calculatorsJson}
      demoScheduler={embedsJson.demoScheduler}
      embeds={embedsJson.calculators}
      embedNotice={embedsJson.calculatorNotice}
      embedFrame={embedsJson.frame}
    />
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.aiRoiToolsJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query AiRoiToolsPage {
    aiRoiToolsJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      statsHeading
      stats {
        ...StatFields
      }
      externalSection {
        ...SectionCopyFields
      }
      roiSection {
        ...SectionCopyFields
      }
      whySection {
        ...SectionCopyFields
      }
      why {
        title
        text
      }
      advancedToolsLink {
        label
        to
      }
      callToAction {
        ...CallToActionFields
      }
    }
    calculatorsJson {
      ...CalculatorsFields
    }
    embedsJson {
      demoScheduler {
        label
        url
      }
      calculators {
        id
        title
        description
        embedUrl
        linkLabel
      }
      calculatorNotice
      frame {
        load
        loading
        failed
      }
    }
  }
`;
