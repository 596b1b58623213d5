import { SCHEMA_RULES, isA } from "../../src/lib/json-ld-rules";
import { jsonLdTypes, validateJsonLd } from "../../src/lib/json-ld-validate";

const graph = (...nodes: object[]) => ({ "@context": "https://schema.org", "@graph": nodes });
const person = { "@type": "Person", name: "Aoife" };
const messages = (document: unknown) =>
  validateJsonLd(document).map((problem) => `${problem.level} ${problem.at} ${problem.message}`);

describe("validateJsonLd", () => {
  it("passes a node with what its type requires", () => {
    expect(messages(graph(person))).toEqual([]);
  });

  it("refuses a document without the schema.org context", () => {
    expect(messages({ "@context": "http://example.com", ...person })).toEqual([
      'error @context is not "https://schema.org"',
    ]);
  });

  it("refuses an unknown type and an unknown property", () => {
    expect(messages(graph({ "@type": "Thing", name: "x" }))).toEqual([
      'error node has an unknown @type "Thing"',
    ]);
    expect(messages(graph({ ...person, nmae: "typo" }))).toEqual([
      "error Person.nmae is not a property the rules allow on Person",
    ]);
  });

  it("reports a missing required property as an error and a recommended one as a warning", () => {
    expect(messages(graph({ "@type": "Question", name: "Why?" }))).toEqual([
      "error Question.acceptedAnswer is required on Question but missing",
    ]);
    expect(
      messages(graph({ "@type": "WebSite", name: "Studio", url: "https://example.co.uk/" })),
    ).toEqual(["warning WebSite.potentialAction is recommended on WebSite but missing"]);
  });

  it("checks each value's kind, in arrays too", () => {
    expect(
      messages(
        graph({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Funday"],
          opens: "9am",
          closes: "17:30",
        }),
      ),
    ).toEqual([
      'error OpeningHoursSpecification.dayOfWeek[1] "Funday" is not DayOfWeek',
      'error OpeningHoursSpecification.opens "9am" is not Time',
    ]);
    expect(
      messages(graph({ "@type": "ListItem", position: "1", name: "Home", item: "/relative" })),
    ).toEqual([
      'error ListItem.position "1" is not Integer',
      'error ListItem.item "/relative" is not URL',
    ]);
  });

  it("checks nested nodes against their own type, and that they are of a type the property takes", () => {
    expect(
      messages(graph({ "@type": "Question", name: "Why?", acceptedAnswer: { "@type": "Answer" } })),
    ).toEqual(["error Question.acceptedAnswer.text is required on Answer but missing"]);
    expect(messages(graph({ "@type": "Question", name: "Why?", acceptedAnswer: person }))).toEqual([
      `error Question.acceptedAnswer ${JSON.stringify(person)} is not Answer`,
    ]);
  });

  it("resolves @id references within the document, to a node of the expected type", () => {
    const website = { "@type": "WebSite", "@id": "https://example.co.uk/#website", name: "S" };
    const org = {
      "@type": "ProfessionalService",
      "@id": "https://example.co.uk/#organization",
      name: "Studio",
    };
    const linked = {
      ...website,
      url: "https://example.co.uk/",
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: "https://example.co.uk/?q={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
      publisher: { "@id": org["@id"] },
    };
    const errors = (document: unknown) =>
      validateJsonLd(document).filter((problem) => problem.level === "error");
    expect(
      errors(
        graph(linked, {
          ...org,
          address: {
            "@type": "PostalAddress",
            streetAddress: "1 A St",
            addressLocality: "Belfast",
            postalCode: "BT1 1AA",
            addressCountry: "GB",
          },
        }),
      ),
    ).toEqual([]);
    expect(messages(graph(linked)).filter((text) => text.startsWith("error"))).toEqual([
      "error WebSite.publisher refers to https://example.co.uk/#organization, which is not in the document",
    ]);
    expect(
      messages(graph({ ...linked, publisher: { "@id": "https://example.co.uk/#website" } })),
    ).toContain(
      'error WebSite.publisher {"@id":"https://example.co.uk/#website"} is not Organization',
    );
  });

  it("wants a country code, an international phone and an address-shaped email", () => {
    const problems = messages(
      graph({
        "@type": "ContactPoint",
        telephone: "028 9018 0123",
        contactType: "customer service",
        areaServed: 44,
      }),
    );
    expect(problems).toEqual([
      'error ContactPoint.telephone "028 9018 0123" is not Telephone',
      "error ContactPoint.areaServed 44 is not CountryCode or Text",
    ]);
  });
});

describe("the rules", () => {
  it("know a ProfessionalService as a LocalBusiness and an Organization, not the reverse", () => {
    expect(isA("ProfessionalService", "Organization")).toBe(true);
    expect(isA("ProfessionalService", "LocalBusiness")).toBe(true);
    expect(isA("Organization", "ProfessionalService")).toBe(false);
  });
  it("require an address of a local business (Google's one required property beside the name)", () => {
    expect(SCHEMA_RULES.ProfessionalService.address.level).toBe("required");
    expect(SCHEMA_RULES.Organization.address.level).toBe("recommended");
  });
});

describe("jsonLdTypes", () => {
  it("lists the top-level types of a graph or a single node", () => {
    expect(jsonLdTypes(graph(person, { "@type": "WebSite" }))).toEqual(["Person", "WebSite"]);
    expect(jsonLdTypes({ "@context": "https://schema.org", ...person })).toEqual(["Person"]);
  });
});
