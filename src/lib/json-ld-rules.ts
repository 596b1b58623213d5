// What the site's JSON-LD must say, type by type: the schema.org types it uses, each property's
// level (after Google's structured-data requirements: required for the rich result, recommended,
// or merely allowed) and the kinds of value it takes. json-ld-validate.ts checks a page against it.

export type ValueKind =
  | "Text"
  | "URL"
  | "Date"
  | "Time"
  | "Integer"
  | "DayOfWeek"
  /** ISO 3166-1 alpha-2, as Google wants addressCountry. */
  | "CountryCode"
  /** International format, +44... */
  | "Telephone"
  | "Email"
  /** A URL with {search_term_string} in it. */
  | "URLTemplate"
  /** An embedded node or an @id reference to one, of one of these types or their subtypes. */
  | { node: readonly SchemaType[] };

export type Level = "required" | "recommended" | "optional";

export interface PropertyRule {
  level: Level;
  expects: readonly ValueKind[];
}

export type SchemaType =
  | "Organization"
  | "LocalBusiness"
  | "ProfessionalService"
  | "PostalAddress"
  | "GeoCoordinates"
  | "ContactPoint"
  | "OpeningHoursSpecification"
  | "ImageObject"
  | "WebSite"
  | "WebPage"
  | "SearchAction"
  | "EntryPoint"
  | "BreadcrumbList"
  | "ListItem"
  | "FAQPage"
  | "Question"
  | "Answer"
  | "Article"
  | "BlogPosting"
  | "Person";

/** schema.org's subtype relations among the types above. */
export const SUPERTYPE: Partial<Record<SchemaType, SchemaType>> = {
  LocalBusiness: "Organization",
  ProfessionalService: "LocalBusiness",
  FAQPage: "WebPage",
  BlogPosting: "Article",
};

const rule = (level: Level, ...expects: ValueKind[]): PropertyRule => ({ level, expects });
const node = (...types: SchemaType[]): ValueKind => ({ node: types });

const organization = {
  name: rule("required", "Text"),
  url: rule("recommended", "URL"),
  logo: rule("recommended", "URL", node("ImageObject")),
  sameAs: rule("recommended", "URL"),
  description: rule("recommended", "Text"),
  email: rule("recommended", "Email"),
  telephone: rule("recommended", "Telephone"),
  contactPoint: rule("recommended", node("ContactPoint")),
  address: rule("recommended", node("PostalAddress")),
  image: rule("optional", "URL", node("ImageObject")),
  areaServed: rule("optional", "CountryCode", "Text"),
};

// Google's local business guidance: address is required, the rest recommended.
const localBusiness = {
  ...organization,
  address: rule("required", node("PostalAddress")),
  image: rule("recommended", "URL", node("ImageObject")),
  telephone: rule("recommended", "Telephone"),
  openingHoursSpecification: rule("recommended", node("OpeningHoursSpecification")),
  geo: rule("recommended", node("GeoCoordinates")),
  priceRange: rule("recommended", "Text"),
};

const article = {
  headline: rule("recommended", "Text"),
  image: rule("recommended", "URL", node("ImageObject")),
  datePublished: rule("recommended", "Date"),
  dateModified: rule("recommended", "Date"),
  author: rule("recommended", node("Person", "Organization")),
  publisher: rule("recommended", node("Organization")),
  description: rule("optional", "Text"),
  url: rule("optional", "URL"),
  mainEntityOfPage: rule("optional", "URL", node("WebPage")),
  isPartOf: rule("optional", node("WebSite")),
  articleSection: rule("optional", "Text"),
  keywords: rule("optional", "Text"),
  inLanguage: rule("optional", "Text"),
  wordCount: rule("optional", "Integer"),
};

export const SCHEMA_RULES: Record<SchemaType, Record<string, PropertyRule>> = {
  Organization: organization,
  LocalBusiness: localBusiness,
  ProfessionalService: localBusiness,
  PostalAddress: {
    streetAddress: rule("required", "Text"),
    addressLocality: rule("required", "Text"),
    postalCode: rule("required", "Text"),
    addressCountry: rule("required", "CountryCode"),
    addressRegion: rule("recommended", "Text"),
  },
  GeoCoordinates: {
    latitude: rule("required", "Text"),
    longitude: rule("required", "Text"),
  },
  ContactPoint: {
    telephone: rule("required", "Telephone"),
    contactType: rule("required", "Text"),
    areaServed: rule("optional", "CountryCode", "Text"),
    availableLanguage: rule("optional", "Text"),
  },
  OpeningHoursSpecification: {
    dayOfWeek: rule("required", "DayOfWeek"),
    opens: rule("required", "Time"),
    closes: rule("required", "Time"),
  },
  ImageObject: {
    url: rule("required", "URL"),
    width: rule("optional", "Integer"),
    height: rule("optional", "Integer"),
  },
  WebSite: {
    name: rule("required", "Text"),
    url: rule("required", "URL"),
    potentialAction: rule("recommended", node("SearchAction")),
    publisher: rule("optional", node("Organization")),
    inLanguage: rule("optional", "Text"),
  },
  WebPage: {
    url: rule("optional", "URL"),
    name: rule("optional", "Text"),
    isPartOf: rule("optional", node("WebSite")),
  },
  SearchAction: {
    target: rule("required", "URLTemplate", node("EntryPoint")),
    "query-input": rule("required", "Text"),
  },
  EntryPoint: {
    urlTemplate: rule("required", "URLTemplate"),
  },
  BreadcrumbList: {
    itemListElement: rule("required", node("ListItem")),
  },
  ListItem: {
    position: rule("required", "Integer"),
    name: rule("required", "Text"),
    item: rule("required", "URL"),
  },
  FAQPage: {
    mainEntity: rule("required", node("Question")),
    url: rule("optional", "URL"),
    isPartOf: rule("optional", node("WebSite")),
  },
  Question: {
    name: rule("required", "Text"),
    acceptedAnswer: rule("required", node("Answer")),
  },
  Answer: {
    text: rule("required", "Text"),
  },
  Article: article,
  BlogPosting: article,
  Person: {
    name: rule("required", "Text"),
    url: rule("optional", "URL"),
  },
};

export function isSchemaType(name: string): name is SchemaType {
  return Object.hasOwn(SCHEMA_RULES, name);
}

/** Whether `type` is `expected` or one of its subtypes. */
export function isA(type: SchemaType, expected: SchemaType): boolean {
  for (let current: SchemaType | undefined = type; current; current = SUPERTYPE[current])
    if (current === expected) return true;
  return false;
}
