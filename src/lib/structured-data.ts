// schema.org JSON-LD for the head (serialised by seo.ts): one @graph per page whose nodes point at
// each other by @id, so the organisation is described once and named as publisher everywhere.
// The types are schema-dts's, so an unknown type or property, or a value of the wrong kind, does
// not compile. What they cannot say (required properties, absolute URLs) json-ld-checks.ts checks.
import type {
  AnswerLeaf,
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  FAQPageLeaf,
  ListItemLeaf,
  PostalAddressLeaf,
  ProfessionalServiceLeaf,
  QuestionLeaf,
  SearchActionLeaf,
  WebSiteLeaf,
  WithActionConstraints,
} from "schema-dts";
import type { Crumb } from "./breadcrumbs";
import { parseOpeningHours } from "./opening-hours";
import { absoluteUrl } from "./seo";

export type OrganizationNode = ProfessionalServiceLeaf;
export type WebSiteNode = WebSiteLeaf;
export type BreadcrumbNode = BreadcrumbListLeaf;
export type FaqPageNode = FAQPageLeaf;
export type BlogPostingNode = BlogPostingLeaf;

/** A node of a page's graph: one of the types the site describes. */
export type JsonLdNode =
  OrganizationNode | WebSiteNode | BreadcrumbNode | FaqPageNode | BlogPostingNode;

export interface JsonLdGraph {
  "@context": "https://schema.org";
  "@graph": JsonLdNode[];
}

export const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`;
export const webSiteId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#website`;
const ref = (id: string) => ({ "@id": id });

export function jsonLdGraph(nodes: readonly JsonLdNode[]): JsonLdGraph {
  return { "@context": "https://schema.org", "@graph": [...nodes] };
}

export interface OrganizationInput {
  name: string;
  siteUrl: string;
  description: string;
  /** Site path of the square logo. */
  logo: string;
  contact: Queries.ContactDetailsFieldsFragment;
  /** The studio's social profiles. */
  sameAs: readonly string[];
  language: string;
}

/**
 * The studio: a ProfessionalService, which schema.org makes a LocalBusiness and so an Organization,
 * with its UK address, both phones, email, hours and social profiles.
 */
export function organizationJsonLd(org: OrganizationInput): OrganizationNode {
  const { contact } = org;
  const [mainPhone] = contact.phones;
  const logo = absoluteUrl(org.siteUrl, org.logo);
  const address: PostalAddressLeaf = {
    "@type": "PostalAddress",
    streetAddress: contact.address.street,
    addressLocality: contact.address.locality,
    addressRegion: contact.address.region,
    postalCode: contact.address.postcode,
    addressCountry: contact.address.countryCode,
  };
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(org.siteUrl),
    name: org.name,
    url: absoluteUrl(org.siteUrl, "/"),
    description: org.description,
    logo: { "@type": "ImageObject", url: logo },
    image: logo,
    email: contact.email,
    ...(mainPhone ? { telephone: mainPhone.tel } : {}),
    contactPoint: contact.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.tel,
      contactType: "customer service",
      areaServed: phone.region,
      availableLanguage: org.language,
    })),
    address,
    openingHoursSpecification: parseOpeningHours(contact.hours).map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: contact.phones.map((phone) => phone.region),
    sameAs: [...org.sameAs],
  };
}

export interface WebSiteInput {
  name: string;
  siteUrl: string;
  /** The search URL with {search_term_string} where the term goes. */
  searchUrlTemplate: string;
  language: string;
}

/** WebSite with its site search as a SearchAction (docs/product.md#routes: /search?q={term}). */
export function webSiteJsonLd({
  name,
  siteUrl,
  searchUrlTemplate,
  language,
}: WebSiteInput): WebSiteNode {
  const search: WithActionConstraints<SearchActionLeaf> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: searchUrlTemplate },
    "query-input": "required name=search_term_string",
  };
  return {
    "@type": "WebSite",
    "@id": webSiteId(siteUrl),
    name,
    url: absoluteUrl(siteUrl, "/"),
    inLanguage: language,
    publisher: ref(organizationId(siteUrl)),
    potentialAction: search,
  };
}

/** The trail to an inner page (breadcrumbs.ts), every step an absolute URL. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): BreadcrumbNode {
  const page = trail[trail.length - 1];
  if (!page) throw new Error("A breadcrumb trail needs at least the page itself");
  return {
    "@type": "BreadcrumbList",
    "@id": `${absoluteUrl(siteUrl, page.path)}#breadcrumb`,
    itemListElement: trail.map((crumb, index): ListItemLeaf => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export interface FaqInput {
  siteUrl: string;
  path: string;
  items: readonly { question: string; answer: string }[];
}

export function faqPageJsonLd({ siteUrl, path, items }: FaqInput): FaqPageNode {
  const url = absoluteUrl(siteUrl, path);
  const questions = items.map((item): QuestionLeaf => {
    const answer: AnswerLeaf = { "@type": "Answer", text: item.answer };
    return { "@type": "Question", name: item.question, acceptedAnswer: answer };
  });
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    isPartOf: ref(webSiteId(siteUrl)),
    mainEntity: questions,
  };
}

export interface BlogPostingInput {
  siteUrl: string;
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  /** Site paths or URLs of the post's images: its share card first. */
  images: readonly string[];
  category: string;
  keywords: readonly string[];
  language: string;
  wordCount?: number;
}

export function blogPostingJsonLd(post: BlogPostingInput): BlogPostingNode {
  const url = absoluteUrl(post.siteUrl, post.path);
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: post.images.map((image) => absoluteUrl(post.siteUrl, image)),
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: ref(organizationId(post.siteUrl)),
    isPartOf: ref(webSiteId(post.siteUrl)),
    articleSection: post.category,
    keywords: post.keywords.join(", "),
    inLanguage: post.language,
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
  };
}
