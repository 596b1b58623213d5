import { buildHeadTags, type SeoInput, type SiteMetadata } from "../lib/seo";

export type SeoProps = SeoInput & {
  /** The site's name, address and defaults, from content/site.json. */
  site: SiteMetadata;
};

/** Every head tag of a page, for Gatsby's Head API: title, meta, canonical, JSON-LD. */
export function Seo({ site, ...input }: SeoProps) {
  const tags = buildHeadTags(site, input);
  return (
    <>
      <title>{tags.title}</title>
      <link rel="canonical" href={tags.canonical} />
      {tags.feed && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={tags.feed.title}
          href={tags.feed.href}
        />
      )}
      {tags.meta.map((tag) =>
        "name" in tag ? (
          <meta key={`n:${tag.name}`} name={tag.name} content={tag.content} />
        ) : (
          // article:tag repeats, once per tag.
          <meta
            key={`p:${tag.property}:${tag.content}`}
            property={tag.property}
            content={tag.content}
          />
        ),
      )}
      {tags.jsonLd && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: tags.jsonLd }} />
      )}
    </>
  );
}
