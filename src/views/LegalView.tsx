import { Container } from "@chakra-ui/react";
import { LegalDocument } from "../components/LegalDocument";
import { PageHero } from "../components/PageHero";
import type { LegalDocumentContent, LegalLabels } from "../lib/content-company";

export interface LegalViewProps {
  document: LegalDocumentContent;
  labels: LegalLabels;
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
