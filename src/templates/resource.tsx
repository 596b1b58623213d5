import type { HeadProps, PageProps } from "gatsby";
import emails from "../../content/data/emails.json";
import { ResourceView } from "../views/ResourceView";
import { SiteHead } from "./page-meta-head";

interface ResourceContext {
  id: string;
  title: string;
  subtitle: string;
  edition: string;
  html: string;
}

/** /resources/{id}: made by plugins/resources from content/resources/{id}.md. */
export default function ResourceTemplate({
  pageContext,
  location,
}: PageProps<object, ResourceContext>) {
  return (
    <ResourceView
      title={pageContext.title}
      subtitle={pageContext.subtitle}
      edition={pageContext.edition}
      html={pageContext.html}
      pdfHref={`${location.pathname}.pdf`}
      pdfLabel={emails.visitor.resource.download}
    />
  );
}

export function Head({ location, pageContext }: HeadProps<object, ResourceContext>) {
  return (
    <SiteHead
      pathname={location.pathname}
      title={pageContext.title}
      description={pageContext.subtitle}
      noindex
      breadcrumb={false}
    />
  );
}
