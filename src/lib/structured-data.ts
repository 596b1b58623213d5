// schema.org JSON-LD for the head (serialised by seo.ts).
import { absoluteUrl } from "./seo";

export interface WebSiteInput {
  name: string;
  siteUrl: string;
  /** The search URL with {search_term_string} where the term goes. */
  searchUrlTemplate: string;
}

/** WebSite with its site search as a SearchAction (SPEC §2: /search?q={term}). */
export function webSiteJsonLd({ name, siteUrl, searchUrlTemplate }: WebSiteInput) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: absoluteUrl(siteUrl, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: searchUrlTemplate },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface BlogPostingInput {
  siteName: string;
  siteUrl: string;
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  image: string;
  category: string;
  keywords: readonly string[];
  wordCount?: number;
}

export function blogPostingJsonLd(post: BlogPostingInput) {
  const url = absoluteUrl(post.siteUrl, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: absoluteUrl(post.siteUrl, post.image),
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: post.siteName,
      url: absoluteUrl(post.siteUrl, "/"),
    },
    articleSection: post.category,
    keywords: post.keywords.join(", "),
    inLanguage: "en-GB",
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
  };
}
