import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import type { PageMeta } from "../lib/content";
import type { SeoInput } from "../lib/seo";

/** A route's head from its content's meta (PageMetaFields); the routes' `Head` renders it. */
export function PageMetaHead({
  meta,
  pathname,
  noindex = false,
  jsonLd,
}: {
  meta: PageMeta | null | undefined;
  pathname: string;
  /** Keeps the route out of search engines (and out of the site's own search index). */
  noindex?: boolean;
  jsonLd?: SeoInput["jsonLd"];
}) {
  return (
    <Seo
      site={useSiteMetadata()}
      pathname={pathname}
      title={meta?.title}
      description={meta?.description}
      keywords={meta?.keywords}
      noindex={noindex}
      jsonLd={jsonLd}
    />
  );
}
