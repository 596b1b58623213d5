import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import type { PageMeta } from "../lib/content";

/** A route's head from its content's meta (PageMetaFields); the routes' `Head` renders it. */
export function PageMetaHead({
  meta,
  pathname,
  noindex = false,
}: {
  meta: PageMeta | null | undefined;
  pathname: string;
  /** Keeps the route out of search engines (and out of the site's own search index). */
  noindex?: boolean;
}) {
  return (
    <Seo
      site={useSiteMetadata()}
      pathname={pathname}
      title={meta?.title}
      description={meta?.description}
      keywords={meta?.keywords}
      noindex={noindex}
    />
  );
}
