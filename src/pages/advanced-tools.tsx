import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageMetaHead } from "../templates/page-meta-head";
import { AdvancedToolsView } from "../views/AdvancedToolsView";

type Data = Queries.AdvancedToolsPageQuery;

export default function AdvancedToolsPage({ data }: PageProps<Data>) {
  const { advancedToolsJson, calculatorsJson, portfolioQuizJson, assessmentJson } = data;
  const { clientDashboardJson, formsJson, contactJson } = data;
  if (
    !advancedToolsJson ||
    !calculatorsJson ||
    !portfolioQuizJson ||
    !assessmentJson ||
    !clientDashboardJson ||
    !formsJson ||
    !contactJson
  )
    throw new Error("Advanced tools content is missing");
  return (
    <AdvancedToolsView
      content={advancedToolsJson}
      tools={{
        calculators: calculatorsJson,
        portfolioQuiz: portfolioQuizJson,
        assessment: assessmentJson,
        dashboard: clientDashboardJson,
        notices: formsJson.notices,
        contactEmail: contactJson.email,
      }}
    />
  );
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
