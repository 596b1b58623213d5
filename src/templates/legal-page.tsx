import type { HeadProps } from "gatsby";
import type { PageMeta } from "../lib/content";
import type { LegalDocumentContent, LegalLabels } from "../lib/content-company";
import { LegalView } from "../views/LegalView";
import { PageMetaHead } from "./page-meta-head";

/** What /privacy-policy and /terms-of-service query: one document of legal.json, aliased. */
export interface LegalPageData {
  readonly legalJson: {
    readonly labels: LegalLabels;
    readonly document: LegalDocumentContent & { readonly meta: PageMeta };
  } | null;
  readonly contactJson: { readonly email: string } | null;
}

export function LegalPage({ data }: { data: LegalPageData }) {
  const { legalJson, contactJson } = data;
  if (!legalJson || !contactJson) throw new Error("content/data/legal.json is missing");
  return (
    <LegalView document={legalJson.document} labels={legalJson.labels} email={contactJson.email} />
  );
}

export function LegalHead({ data, location }: HeadProps<LegalPageData>) {
  return <PageMetaHead meta={data.legalJson?.document.meta} pathname={location.pathname} />;
}
