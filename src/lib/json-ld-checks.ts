// What schema-dts's types cannot say about a page's JSON-LD: the properties Google requires of
// each type for its rich results (the types make every property optional), that every address is
// absolute (a URL is a plain string to them), and that each @id reference names a node of the
// same graph. The unit tests check every page's graph with it, the end-to-end tests every built page.

const REQUIRED: Record<string, readonly string[]> = {
  ProfessionalService: ["name", "address"],
  PostalAddress: ["streetAddress", "addressLocality", "postalCode", "addressCountry"],
  ContactPoint: ["telephone", "contactType"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  WebSite: ["name", "url"],
  SearchAction: ["target", "query-input"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
};

const URL_PROPERTIES = new Set(["@id", "url", "item", "image", "logo", "sameAs", "urlTemplate"]);

function isAbsoluteUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text.replace("{search_term_string}", "term")).protocol);
  } catch {
    return false;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** Each problem as "where: what"; none for a sound graph. */
export function jsonLdProblems(document: unknown): string[] {
  const problems: string[] = [];
  const defined = new Set<string>();
  const references: [at: string, id: string][] = [];
  function visit(value: unknown, at: string, property: string): void {
    if (Array.isArray(value))
      value.forEach((item, index) => visit(item, `${at}[${index}]`, property));
    else if (typeof value === "string" && URL_PROPERTIES.has(property) && !isAbsoluteUrl(value))
      problems.push(`${at}: ${value} is not an absolute URL`);
    else if (isObject(value)) {
      const type = value["@type"];
      const required =
        typeof type === "string" && Object.hasOwn(REQUIRED, type) ? REQUIRED[type] : [];
      for (const name of required.filter((key) => isEmpty(value[key])))
        problems.push(`${at}: ${String(type)} needs ${name}`);
      const id = value["@id"];
      if (typeof id === "string" && Object.keys(value).length === 1) references.push([at, id]);
      else if (typeof id === "string") defined.add(id);
      for (const [key, item] of Object.entries(value)) visit(item, `${at}.${key}`, key);
    }
  }
  visit(document, "", "");
  for (const [at, id] of references)
    if (!defined.has(id)) problems.push(`${at}: refers to ${id}, which is not in the graph`);
  return problems;
}

/** The @type of each top-level node of a JSON-LD document, in order. */
export function jsonLdTypes(document: unknown): string[] {
  const nodes = isObject(document) && "@graph" in document ? document["@graph"] : document;
  return (Array.isArray(nodes) ? nodes : [nodes])
    .filter(isObject)
    .map((item) => String(item["@type"]));
}
