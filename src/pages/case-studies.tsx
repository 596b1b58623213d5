import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageMetaHead } from "../templates/page-meta-head";
import { CaseStudiesView } from "../views/CaseStudiesView";

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
