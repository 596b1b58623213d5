import { Container } from "@chakra-ui/react";
import { LegalDocument } from "../components/LegalDocument";
import { PageHero } from "../components/PageHero";
import type { LegalDocumentContent, LegalLabels } from "../lib/content-company";

export interface LegalViewProps {
  /** The privacy policy or terms of service. */
  document: LegalDocumentContent;
  /** The page's own words. */
  labels: LegalLabels;
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
