import { Container } from "@chakra-ui/react";
import { LegalDocument } from "../components/LegalDocument";
import { PageHero } from "../components/PageHero";

export interface LegalViewProps {
  /** The privacy policy or terms of service. */
  document: Queries.LegalDocumentFieldsFragment;
  /** The page's own words. */
  labels: Queries.LegalLabels;
  /** The address for questions about the document. */
  email: string;
}

/** The privacy policy or the terms of service. */
export function LegalView({ document, labels, email }: LegalViewProps) {
  return (
    <>
      <PageHero content={document.hero} />
      <Container py={{ base: "12", md: "16" }}>
        <LegalDocument
          sections={document.sections}
          labels={labels}
          updated={document.updated}
          email={email}
        />
      </Container>
    </>
  );
}
