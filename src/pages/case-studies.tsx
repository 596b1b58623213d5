import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; its dialogs open without a script (CommandModal).
const CaseStudiesView = staticPart(() => import("../views/CaseStudiesView"), "CaseStudiesView");

type Data = Queries.CaseStudiesPageQuery;

export default function CaseStudiesPage({ data }: PageProps<Data>) {
  const caseStudies = data.caseStudiesJson;
  if (!caseStudies) throw new Error("content/data/case-studies.json is missing");
  return <CaseStudiesView content={caseStudies} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.caseStudiesJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query CaseStudiesPage {
    caseStudiesJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      gridSection {
        ...SectionCopyFields
      }
      labels {
        open
        client
        industry
        results
        challenge
        solution
        close
        book {
          label
          to
          variant
        }
      }
      studies {
        id
        title
        client
        industry
        image
        imageAlt
        summary
        results {
          label
          value
        }
        challenge
        solution
        testimonial {
          quote
          author
          position
        }
      }
      callToAction {
        ...CallToActionFields
      }
    }
  }
`;
