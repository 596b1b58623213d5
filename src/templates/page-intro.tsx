import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageIntroView } from "../views/PageIntroView";
import { PageForm } from "../views/PageForm";
import { PageMetaHead } from "./page-meta-head";

type Data = Queries.PageIntroQuery;

export default function PageIntroTemplate({ data }: PageProps<Data>) {
  const { pagesJson: page, formsJson: forms, contactJson } = data;
  if (!page || !forms || !contactJson) throw new Error("Page content is missing");
  return (
    <PageIntroView content={page}>
      {page.form === "blog-newsletter" && (
        <PageForm
          copy={forms.blogNewsletter}
          notices={forms.notices}
          contactEmail={contactJson.email}
        />
      )}
    </PageIntroView>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.pagesJson} pathname={location.pathname} />;
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
