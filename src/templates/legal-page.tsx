import type { HeadProps } from "gatsby";
import retention from "../../content/data/retention.json";
import { withRetentionPeriods, type RetentionContent } from "../lib/retention";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "./page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself (a client-side navigation to it).
const LegalView = staticPart(() => import("../views/LegalView"), "LegalView");

/** What /privacy-policy and /terms-of-service query: one document of legal.json, aliased. */
export type LegalPageData = Queries.PrivacyPolicyPageQuery | Queries.TermsOfServicePageQuery;

export function LegalPage({ data }: { data: LegalPageData }) {
  const { legalJson, contactJson } = data;
  if (!legalJson || !contactJson) throw new Error("content/data/legal.json is missing");
  return (
    <LegalView
      document={withRetentionPeriods(legalJson.document, retention as RetentionContent)}
      labels={legalJson.labels}
      email={contactJson.email}
    />
  );
}

export function LegalHead({ data, location }: HeadProps<LegalPageData>) {
  return <PageMetaHead meta={data.legalJson?.document.meta} pathname={location.pathname} />;
}
