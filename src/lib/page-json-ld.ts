// The JSON-LD graph of one page: the studio and the site on every page, the breadcrumb trail on
// inner pages, then the page's own nodes (a post, the FAQ).
import { breadcrumbTrail } from "./breadcrumbs";
import {
  breadcrumbJsonLd,
  jsonLdGraph,
  organizationJsonLd,
  webSiteJsonLd,
  type JsonLdGraph,
  type JsonLdNode,
} from "./structured-data";
import { LOGO } from "./web-app";

export interface PageJsonLdInput {
  site: {
    title: string;
    description: string;
    siteUrl: string;
    locale: string;
    searchUrlTemplate: string;
  };
  contact: Queries.ContactDetailsFieldsFragment;
  social: readonly Queries.SocialLink[];
  /** Where the breadcrumb's names come from: the header, footer and legal links. */
  navigation: readonly Queries.NavLink[];
  pathname: string;
  title: string;
  /** False where the route is not the page's own address (404, the unknown-post fallback). */
  breadcrumb: boolean;
  nodes?: readonly JsonLdNode[];
}

/** "en_GB" (Open Graph's form) is "en-GB" (the BCP 47 form schema.org wants). */
export const languageTag = (locale: string) => locale.replace("_", "-");

export function pageJsonLd(input: PageJsonLdInput): JsonLdGraph {
  const { site, pathname } = input;
  const language = languageTag(site.locale);
  const trail = input.breadcrumb ? breadcrumbTrail(pathname, input.title, input.navigation) : [];
  return jsonLdGraph([
    organizationJsonLd({
      name: site.title,
      siteUrl: site.siteUrl,
      description: site.description,
      logo: LOGO.src,
      contact: input.contact,
      sameAs: input.social.map((profile) => profile.url),
      language,
    }),
    webSiteJsonLd({
      name: site.title,
      siteUrl: site.siteUrl,
      searchUrlTemplate: site.searchUrlTemplate,
      language,
    }),
    ...(trail.length ? [breadcrumbJsonLd(site.siteUrl, trail)] : []),
    ...(input.nodes ?? []),
  ]);
}
