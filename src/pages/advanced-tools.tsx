import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";
import { advancedToolsContent } from "../views/advanced-tools-content";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; the tools are an island (src/browser/kept-page.tsx).
const AdvancedToolsView = staticPart(
  () => import("../views/AdvancedToolsView"),
  "AdvancedToolsView",
);

type Data = Queries.AdvancedToolsPageQuery;

export default function AdvancedToolsPage({ data }: PageProps<Data>) {
  return <AdvancedToolsView {...advancedToolsContent(data)} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.advancedToolsJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query AdvancedToolsPage {
    advancedToolsJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      pickerSection {
        ...SectionCopyFields
      }
      tools {
        id
        name
        description
        detail
        openLabel
      }
      noScriptIntro
      backLabel
      loadingLabel
      callToAction {
        ...CallToActionFields
      }
    }
    calculatorsJson {
      ...CalculatorsFields
    }
    portfolioQuizJson {
      ...PortfolioQuizFields
    }
    assessmentJson {
      ...AssessmentFields
    }
    clientDashboardJson {
      ...ClientDashboardFields
    }
    formsJson {
      notices {
        ...FormNoticesFields
      }
    }
    contactJson {
      email
    }
  }
`;
