import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { PageIntroView } from "../views/PageIntroView";
import { PageForm, type PageFormKind } from "../views/PageForm";

type Data = Queries.PageIntroQuery;

const FORM_KINDS: readonly PageFormKind[] = [
  "lead",
  "contact",
  "sidebar-magnet",
  "blog-newsletter",
];
const isFormKind = (value: string | null): value is PageFormKind =>
  FORM_KINDS.some((kind) => kind === value);

export default function PageIntroTemplate({ data }: PageProps<Data>) {
  const { pagesJson: page, formsJson: forms, leadMagnetsJson, contactJson } = data;
  if (!page || !forms || !leadMagnetsJson || !contactJson)
    throw new Error("Page content is missing");
  const kind = page.form;
  return (
    <PageIntroView content={page}>
      {isFormKind(kind) && (
        <PageForm
          kind={kind}
          forms={forms}
          magnets={leadMagnetsJson.items}
          contactEmail={contactJson.email}
        />
      )}
    </PageIntroView>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const site = useSiteMetadata();
  const page = data.pagesJson;
  return (
    <Seo
      site={site}
      pathname={location.pathname}
      title={page?.title}
      description={page?.description}
      keywords={page?.keywords}
    />
  );
}

export const query = graphql`
  query PageIntro($pagePath: String!) {
    pagesJson(path: { eq: $pagePath }) {
      title
      description
      keywords
      eyebrow
      heading
      intro
      actions {
        label
        to
        variant
      }
      sections {
        anchor
        heading
        text
      }
      form
    }
    contactJson {
      email
    }
    leadMagnetsJson {
      items {
        ...LeadMagnetFields
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
      contactForm {
        ...ContactFormCopyFields
      }
      sidebarMagnet {
        ...SidebarMagnetCopyFields
      }
      blogNewsletter {
        ...NewsletterCopyFields
      }
    }
  }
`;
