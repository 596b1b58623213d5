import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself (a client-side navigation to it).
const ServicesView = staticPart(() => import("../views/ServicesView"), "ServicesView");

type Data = Queries.ServicesPageQuery;

export default function ServicesPage({ data }: PageProps<Data>) {
  if (!data.servicesJson) throw new Error("content/data/services.json is missing");
  return <ServicesView content={data.servicesJson} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.servicesJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query ServicesPage {
    servicesJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      servicesSection {
        ...SectionCopyFields
      }
      benefitsHeading
      includedHeading
      services {
        id
        name
        description
        benefits
        included
      }
      portfolioSection {
        ...SectionCopyFields
      }
      portfolio {
        id
        kind
        name
        description
        action {
          label
          to
          variant
        }
      }
      teasersSection {
        ...SectionCopyFields
      }
      teasers {
        id
        eyebrow
        heading
        figure
        text
        action {
          label
          to
          variant
        }
      }
      callToAction {
        ...CallToActionFields
      }
    }
  }
`;
