import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { faqPageJsonLd } from "../lib/structured-data";
import { PageMetaHead } from "../templates/page-meta-head";
import { staticPart } from "../components/static-part";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; the form and the map are islands (src/browser/kept-page.tsx).
const ContactView = staticPart(() => import("../views/ContactView"), "ContactView");

type Data = Queries.ContactPageQuery;

export default function ContactPage({ data }: PageProps<Data>) {
  const { contactPageJson, contactJson, embedsJson, formsJson } = data;
  if (!contactPageJson || !contactJson || !embedsJson || !formsJson)
    throw new Error("Contact page content is missing");
  return (
    <ContactView
      content={contactPageJson}
      contact={contactJson}
      embeds={embedsJson}
      forms={formsJson}
    />
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const { siteUrl } = useSiteMetadata();
  const faq = data.contactPageJson?.faq ?? [];
  return (
    <PageMetaHead
      meta={data.contactPageJson?.meta}
      pathname={location.pathname}
      nodes={[faqPageJsonLd({ siteUrl, path: location.pathname, items: faq })]}
    />
  );
}

export const query = graphql`
  query ContactPage {
    contactPageJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      detailsSection {
        ...SectionCopyFields
      }
      schedulerText
      mapSection {
        ...SectionCopyFields
      }
      faqSection {
        ...SectionCopyFields
      }
      faq {
        id
        question
        answer
      }
    }
    contactJson {
      ...ContactDetailsFields
    }
    embedsJson {
      scheduler {
        label
        url
      }
      map {
        title
        embedUrl
        linkUrl
        linkLabel
        loadLabel
        notice
      }
      frame {
        load
        loading
        failed
      }
    }
    formsJson {
      requiredText
      notices {
        ...FormNoticesFields
      }
      contactForm {
        ...ContactFormCopyFields
      }
    }
  }
`;
