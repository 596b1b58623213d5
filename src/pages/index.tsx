import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; the lead form is an island (src/browser/kept-page.tsx).
const HomeView = staticPart(() => import("../views/HomeView"), "HomeView");

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  const { homeJson, formsJson, contactJson } = data;
  if (!homeJson || !formsJson || !contactJson) throw new Error("Home page content is missing");
  return <HomeView content={homeJson} forms={formsJson} contactEmail={contactJson.email} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.homeJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query HomePage {
    homeJson {
      meta {
        ...PageMetaFields
      }
      hero {
        eyebrow
        heading
        cta {
          to
          variant
        }
        secondaryAction {
          label
          to
          variant
        }
        valuePropositions {
          variation
          text
        }
        ctas {
          variation
          text
        }
      }
      statsHeading
      stats {
        ...StatFields
      }
      portfolio {
        copy {
          ...SectionCopyFields
        }
        linkLabel
        items {
          anchor
          icon
          category
          title
          description
        }
      }
      performance {
        copy {
          ...SectionCopyFields
        }
        totalLabel
        saasLabel
        automationLabel
        agencyLabel
        growthSuffix
        months {
          month
          totalRevenue
          saasRevenue
          automationRevenue
          agencyRevenue
        }
        target {
          label
          mrr
          unit
          text
        }
      }
      testimonials {
        copy {
          ...SectionCopyFields
        }
        carouselLabel
        previousLabel
        nextLabel
        slideLabel
        dotLabel
        resultLabel
        items {
          quote
          name
          position
          company
          image
          result
          businessUnit
        }
      }
      closing {
        ...CallToActionFields
      }
    }
    formsJson {
      requiredText
      notices {
        ...FormNoticesFields
      }
      leadForm {
        ...LeadFormCopyFields
      }
    }
    contactJson {
      email
    }
  }
`;
