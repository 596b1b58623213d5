export interface SiteMetadata {
  title: string;
  description: string;
  siteUrl: string;
  keywords: readonly string[];
  locale: string;
  twitter?: string | null;
  image?: string | null;
  /** The blog's RSS feed, linked from every page's head. */
  feed?: { path: string; title: string } | null;
}

/** Open Graph article fields of a blog post. */
export interface ArticleMeta {
  /** YYYY-MM-DD */
  publishedTime: string;
  author: string;
  section: string;
  tags: readonly string[];
}

export interface SeoInput {
  /** The page's title; the site's name is added after it. */
  title?: string;
  /** The search result and sharing summary; the site's when absent. */
  description?: string;
  /** The meta keywords. */
  keywords?: readonly string[];
  /** The route, e.g. "/about". */
  pathname: string;
  /** Absolute URL or site-relative path of the sharing image. */
  image?: string;
  /** The sharing image's alternative text. */
  imageAlt?: string;
  /** The image's size in pixels, for og:image:width and og:image:height. */
  imageSize?: { width: number; height: number };
  /** Open Graph type: article for a blog post. */
  type?: "website" | "article";
  /** A post's author, dates and section, for article tags and JSON-LD. */
  article?: ArticleMeta;
  /** Keeps the page out of search engines (and the sitemap). */
  noindex?: boolean;
  /** The page's own structured data, joined to the site's @graph. */
  jsonLd?: object | readonly object[];
}

export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface HeadTags {
  title: string;
  canonical: string;
  meta: MetaTag[];
  jsonLd: string | null;
  feed: { href: string; title: string } | null;
}

/** Absolute URL of a route on the site, without a trailing slash except for the root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const url = new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`);
  if (url.pathname.length > 1 && url.pathname.endsWith("/"))
    url.pathname = url.pathname.slice(0, -1);
  return url.toString();
}

export function pageTitle(siteTitle: string, title?: string): string {
  return title && title !== siteTitle ? `${title} | ${siteTitle}` : siteTitle;
}

/** JSON for a <script type="application/ld+json">, safe to inline: "<" cannot close the script. */
export function serializeJsonLd(data: object | readonly object[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function articleTags(article: ArticleMeta): MetaTag[] {
  return [
    { property: "article:published_time", content: article.publishedTime },
    { property: "article:author", content: article.author },
    { property: "article:section", content: article.section },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/** Every head tag a page needs, from its own fields and the site's metadata. */
export function buildHeadTags(site: SiteMetadata, input: SeoInput): HeadTags {
  const title = pageTitle(site.title, input.title);
  const description = input.description ?? site.description;
  const keywords = input.keywords ?? site.keywords;
  const canonical = absoluteUrl(site.siteUrl, input.pathname);
  const imagePath = input.image ?? site.image ?? null;
  const image = imagePath ? absoluteUrl(site.siteUrl, imagePath) : null;

  const meta: MetaTag[] = [
    { name: "description", content: description },
    ...(keywords.length ? [{ name: "keywords", content: keywords.join(", ") }] : []),
    { name: "robots", content: input.noindex ? "noindex, follow" : "index, follow" },
    { property: "og:type", content: input.article ? "article" : (input.type ?? "website") },
    { property: "og:site_name", content: site.title },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image
      ? [
          { property: "og:image", content: image },
          ...(input.imageSize
            ? [
                { property: "og:image:width", content: String(input.imageSize.width) },
                { property: "og:image:height", content: String(input.imageSize.height) },
              ]
            : []),
          { property: "og:image:alt", content: input.imageAlt ?? title },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { name: "twitter:image", content: image },
          { name: "twitter:image:alt", content: input.imageAlt ?? title },
        ]
      : []),
    ...(site.twitter ? [{ name: "twitter:site", content: site.twitter }] : []),
    ...(input.article ? articleTags(input.article) : []),
  ];

  return {
    title,
    canonical,
    meta,
    jsonLd: input.jsonLd ? serializeJsonLd(input.jsonLd) : null,
    feed: site.feed
      ? { href: absoluteUrl(site.siteUrl, site.feed.path), title: site.feed.title }
      : null,
  };
}
