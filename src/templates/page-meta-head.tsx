import { Seo } from "../components/Seo";
import { useHeaderAndFooter } from "../hooks/use-header-and-footer";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { pageJsonLd } from "../lib/page-json-ld";
import type { SeoInput } from "../lib/seo";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath } from "../lib/share-card";
import type { JsonLdNode } from "../lib/structured-data";

export interface SiteHeadProps extends Omit<SeoInput, "jsonLd" | "image" | "imageSize"> {
  /** The page's own JSON-LD nodes, after the studio, the site and the breadcrumb trail. */
  nodes?: readonly JsonLdNode[];
  /** False where the route is not the page's own address (404, the unknown-post fallback). */
  breadcrumb?: boolean;
}

/**
 * Every route's head: its tags, its share card (a noindex page shares the home page's) and its
 * JSON-LD graph, with the studio and the site on every page.
 */
export function SiteHead({ nodes, breadcrumb = true, ...input }: SiteHeadProps) {
  const site = useSiteMetadata();
  const { navigation, contact, social } = useHeaderAndFooter();
  const title = input.title ?? site.title;
  return (
    <Seo
      site={site}
      {...input}
      image={shareCardPath(input.noindex ? "/" : input.pathname)}
      imageSize={{ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT }}
      jsonLd={pageJsonLd({
        site,
        contact,
        social,
        navigation: [...navigation.header, ...navigation.footerQuick, ...navigation.legal],
        pathname: input.pathname,
        title,
        breadcrumb,
        nodes,
      })}
    />
  );
}

/** A route's head from its content's meta (PageMetaFields); the routes' `Head` renders it. */
export function PageMetaHead({
  meta,
  pathname,
  noindex = false,
  nodes,
}: {
  meta: Queries.PageMeta | null | undefined;
  pathname: string;
  /** Keeps the route out of search engines, the sitemap and the site's own search index. */
  noindex?: boolean;
  nodes?: readonly JsonLdNode[];
}) {
  return (
    <SiteHead
      pathname={pathname}
      title={meta?.title}
      description={meta?.description}
      keywords={meta?.keywords}
      noindex={noindex}
      nodes={nodes}
    />
  );
}

/** The head of a page reached only from a form or an email: noindex, and no breadcrumb. */
export function UnlistedHead(props: { pathname: string; title: string; description: string }) {
  return <SiteHead {...props} noindex breadcrumb={false} />;
}
