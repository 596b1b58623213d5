import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LegalHead, LegalPage } from "../templates/legal-page";

type Data = Queries.TermsOfServicePageQuery;

export default function TermsOfServicePage({ data }: PageProps<Data>) {
  return <LegalPage data={data} />;
}

export function Head(props: HeadProps<Data>) {
  return <LegalHead {...props} />;
}

export const query = graphql`
  query TermsOfServicePage {
    legalJson {
      labels {
        updated
        contents
      }
      document: terms {
        ...LegalDocumentFields
      }
    }
    contactJson {
      email
    }
  }
`;
