import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LegalHead, LegalPage } from "../templates/legal-page";

type Data = Queries.PrivacyPolicyPageQuery;

export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  return <LegalPage data={data} />;
}

export function Head(props: HeadProps<Data>) {
  return <LegalHead {...props} />;
}

export const query = graphql`
  query PrivacyPolicyPage {
    legalJson {
      labels {
        updated
        contents
      }
      document: privacy {
        ...LegalDocumentFields
      }
    }
    contactJson {
      email
    }
  }
`;
