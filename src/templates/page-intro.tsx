import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { PageIntroView } from "../views/PageIntroView";
import { PageForm, type PageFormKind } from "../views/PageForm";

type Data = Queries.PageIntroQuery;

const FORM_KINDS: readonly PageFormKind[] = ["blog-newsletter"];
const isFormKind = (value: string | null): value is PageFormKind =>
  FORM_KINDS.some((kind) => kind === value);

export default function PageIntroTemplate({ data }: PageProps<Data>) {
  const { pagesJson: page, formsJson: forms, contactJson } = data;
  if (!page || !forms || !contactJson) throw new Error("Page content is missing");
  const kind = page.form;
  return (
    <PageIntroView content={page}>
      {isFormKind(kind) && (
        <PageForm
          kind={kind}
          copy={forms.blogNewsletter}
          notices={forms.notices}
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
    formsJson {
      notices {
        ...FormNoticesFields
      }
      blogNewsletter {
        ...NewsletterCopyFields
      }
    }
  }
`;
