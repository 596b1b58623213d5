import type { FAQPageLeaf, OpeningHoursSpecificationLeaf } from "schema-dts";
import { jsonLdProblems, jsonLdTypes } from "../../src/lib/json-ld-checks";

const graph = (...nodes: object[]) => ({ "@context": "https://schema.org", "@graph": nodes });
const site = { "@type": "WebSite", "@id": "https://example.co.uk/#website", name: "S" };

describe("jsonLdProblems", () => {
  it("passes a graph with what each type needs, absolute URLs and references it holds", () => {
    const page = {
      "@type": "WebPage",
      "@id": "https://example.co.uk/a",
      isPartOf: { "@id": site["@id"] },
    };
    expect(jsonLdProblems(graph({ ...site, url: "https://example.co.uk/" }, page))).toEqual([]);
  });

  it("names a property Google requires that is missing, in nested nodes too", () => {
    const faq = { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Why?" }] };
    expect(jsonLdProblems(graph(site, faq))).toEqual([
      ".@graph[0]: WebSite needs url",
      ".@graph[1].mainEntity[0]: Question needs acceptedAnswer",
    ]);
  });

  it("refuses a relative address and a reference to a node the graph lacks", () => {
    const trail = {
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "/" }],
    };
    const post = { "@type": "BlogPosting", publisher: { "@id": "https://example.co.uk/#org" } };
    expect(jsonLdProblems(graph({ ...site, url: "https://example.co.uk/" }, trail, post))).toEqual([
      ".@graph[1].itemListElement[0].item: / is not an absolute URL",
      ".@graph[2].publisher: refers to https://example.co.uk/#org, which is not in the graph",
    ]);
  });
});

describe("the schema.org types", () => {
  it("do not compile an unknown property, nor a value of the wrong kind", () => {
    // @ts-expect-error: schema.org has no "questions" on an FAQPage (it is mainEntity).
    const faq: FAQPageLeaf = { "@type": "FAQPage", questions: [] };
    // @ts-expect-error: "Funday" is not a schema.org DayOfWeek.
    const day: OpeningHoursSpecificationLeaf["dayOfWeek"] = "Funday";
    expect([faq, day]).toHaveLength(2);
  });
});

describe("jsonLdTypes", () => {
  it("lists the top-level types of a graph or a single node", () => {
    expect(jsonLdTypes(graph(site, { "@type": "Person" }))).toEqual(["WebSite", "Person"]);
    expect(jsonLdTypes({ "@context": "https://schema.org", ...site })).toEqual(["WebSite"]);
  });
});
