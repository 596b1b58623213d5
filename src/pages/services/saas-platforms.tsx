import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageMetaHead } from "../../templates/page-meta-head";
import { submitSidebarMagnet } from "../../browser/leads/lazy-submissions";
import { staticPart } from "../../components/static-part";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; the sidebar's sign-up is an island (src/browser/kept-page.tsx).
const SaasPlatformsView = staticPart(
  () => import("../../views/SaasPlatformsView"),
  "SaasPlatformsView",
);

type Data = Queries.SaasPlatformsPageQuery;

export default function SaasPlatformsPage({ data }: PageProps<Data>) {
  const { saasPlatformsJson: content, formsJson: forms, leadMagnetsJson, contactJson } = data;
  if (!content || !forms || !leadMagnetsJson || !contactJson)
    throw new Error("SaaS platforms content is missing");
  const magnet = leadMagnetsJson.items.find((item) => item.id === content.magnetId);
  if (!magnet) throw new Error(`No lead magnet ${content.magnetId} in lead-magnets.json`);
  return (
    <SaasPlatformsView
      content={content}
      sidebar={{
        magnet,
        copy: forms.sidebarMagnet,
        notices: forms.notices,
        contactEmail: contactJson.email,
      }}
      submitMagnet={submitSidebarMagnet}
    />
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.saasPlatformsJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query SaasPlatformsPage {
    saasPlatformsJson {
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
      platformsSection {
        ...SectionCopyFields
      }
      platforms {
        id
        name
        tagline
        description
        features
        metrics {
          ...StatFields
        }
      }
      magnetId
      pricingSection {
        ...SectionCopyFields
      }
      popularLabel
      plans {
        name
        price
        period
        leads
        description
        features
        popular
        action {
          label
          to
          variant
        }
      }
      storiesSection {
        ...SectionCopyFields
      }
      stories {
        ...ServiceClientStoryFields
      }
      callToAction {
        ...CallToActionFields
      }
    }
    leadMagnetsJson {
      items {
        ...LeadMagnetFields
      }
    }
    formsJson {
      notices {
        ...FormNoticesFields
      }
      sidebarMagnet {
        ...SidebarMagnetCopyFields
      }
    }
    contactJson {
      email
    }
  }
`;
