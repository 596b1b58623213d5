import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import type { PageMeta } from "../lib/content";

/** A route's head from its content's meta (PageMetaFields); the routes' `Head` renders it. */
export function PageMetaHead({
  meta,
  pathname,
}: {
  meta: PageMeta | null | undefined;
  pathname: string;
}) {
  return (
    <Seo
      site={useSiteMetadata()}
      pathname={pathname}
      title={meta?.title}
      description={meta?.description}
      keywords={meta?.keywords}
    />
  );
}
