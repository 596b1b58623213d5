import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageIntroView } from "../views/PageIntroView";
import { PageMetaHead } from "./page-meta-head";

type Data = Queries.PageIntroQuery;

export default function PageIntroTemplate({ data }: PageProps<Data>) {
  const page = data.pagesJson;
  if (!page) throw new Error("Page content is missing");
  return <PageIntroView content={page} />;
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
    }
  }
`;
