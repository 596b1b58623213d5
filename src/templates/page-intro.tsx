import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { PageIntroView } from "../views/PageIntroView";

type Data = Queries.PageIntroQuery;

export default function PageIntroTemplate({ data }: PageProps<Data>) {
  if (!data.pagesJson) throw new Error("Page content is missing");
  return <PageIntroView content={data.pagesJson} />;
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
    }
  }
`;
