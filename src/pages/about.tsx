import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself (a client-side navigation to it).
const AboutView = staticPart(() => import("../views/AboutView"), "AboutView");

type Data = Queries.AboutPageQuery;

export default function AboutPage({ data }: PageProps<Data>) {
  const about = data.aboutJson;
  if (!about) throw new Error("content/data/about.json is missing");
  return <AboutView content={about} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.aboutJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query AboutPage {
    aboutJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      principlesSection {
        ...SectionCopyFields
      }
      principles {
        title
        text
      }
      statsSection {
        ...SectionCopyFields
      }
      stats {
        ...StatFields
      }
      unitsSection {
        ...SectionCopyFields
      }
      units {
        id
        name
        text
        link {
          label
          to
        }
      }
      teamSection {
        ...SectionCopyFields
      }
      team {
        name
        position
        image
        bio
      }
      callToAction {
        ...CallToActionFields
      }
    }
  }
`;
