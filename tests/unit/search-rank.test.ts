import { searchDocuments, type SearchDocument } from "../../src/lib/search/rank";

const doc = (fields: Partial<SearchDocument> & Pick<SearchDocument, "path">): SearchDocument => ({
  kind: "page",
  title: "",
  description: "",
  headings: [],
  ...fields,
});

const roiPost = doc({
  path: "/blog/ai-automation-roi",
  kind: "post",
  title: "Working Out the ROI of AI Automation",
  description: "How to estimate savings and payback before you invest.",
  headings: ["Start with the process, not the tool", "A worked example"],
});
const aiService = doc({
  path: "/services/ai-automation",
  title: "AI Automation Services",
  description: "Sales, support and operations automation.",
  headings: ["Three tiers", "ROI scenarios"],
});
const home = doc({
  path: "/",
  title: "SaaS, AI automation and agency growth",
  description: "A business-building studio.",
  headings: ["Six business units"],
});
const contact = doc({
  path: "/contact",
  title: "Contact",
  description: "Talk to us about automating your business.",
  headings: ["Frequently asked questions"],
});
const documents = [contact, home, aiService, roiPost];

const paths = (query: string) => searchDocuments(documents, query).map((r) => r.document.path);

describe("searchDocuments", () => {
  it("finds nothing for a blank query", () => {
    expect(searchDocuments(documents, "  ")).toEqual([]);
  });

  it("ranks a title match above a heading match above a description match", () => {
    expect(paths("scenarios")).toEqual(["/services/ai-automation"]);
    const ranked = searchDocuments(
      [
        doc({ path: "/d", title: "D", description: "pricing" }),
        doc({ path: "/h", title: "H", headings: ["Pricing"] }),
        doc({ path: "/t", title: "Pricing" }),
      ],
      "pricing",
    );
    expect(ranked.map((result) => result.document.path)).toEqual(["/t", "/h", "/d"]);
  });

  it("ranks a whole word above the start of one", () => {
    const ranked = searchDocuments(
      [doc({ path: "/start", title: "Scalability" }), doc({ path: "/word", title: "Scale" })],
      "scale",
    );
    expect(ranked.map((result) => result.document.path)).toEqual(["/word", "/start"]);
  });

  it("finds the AI automation post for 'automation', with the pages that mention it", () => {
    const found = paths("automation");
    expect(found).toEqual(
      expect.arrayContaining(["/services/ai-automation", "/", "/blog/ai-automation-roi"]),
    );
    // "automating" is another form of the word, found only in the description: last.
    expect(found.at(-1)).toBe("/contact");
  });

  it.each(["automate", "automations", "automated", "Automating"])(
    "finds the automation post and service for another form of the word: '%s'",
    (query) => {
      const found = paths(query);
      expect(found).toEqual(
        expect.arrayContaining(["/blog/ai-automation-roi", "/services/ai-automation"]),
      );
      // Title matches first.
      expect(found.slice(0, 3).sort()).toEqual([
        "/",
        "/blog/ai-automation-roi",
        "/services/ai-automation",
      ]);
    },
  );

  it("finds a word from its first letters, as the visitor types", () => {
    expect(paths("autom")).toEqual(expect.arrayContaining(["/blog/ai-automation-roi", "/contact"]));
    expect(paths("scenar")).toEqual(["/services/ai-automation"]);
  });

  it("forgives a typo in a longer word, but not a different word", () => {
    expect(paths("automaton")).toContain("/blog/ai-automation-roi");
    expect(paths("scenarois")).toEqual(["/services/ai-automation"]);
    expect(paths("zebra")).toEqual([]);
  });

  it("needs every term and rewards the whole query in the title", () => {
    expect(paths("roi automation")).toEqual(["/blog/ai-automation-roi", "/services/ai-automation"]);
    expect(paths("automation zebra")).toEqual([]);
    const ranked = searchDocuments(
      [
        doc({ path: "/apart", title: "Automation that pays: AI" }),
        doc({ path: "/phrase", title: "AI automation" }),
      ],
      "ai automation",
    );
    expect(ranked[0].document.path).toBe("/phrase");
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
  });

  it("orders equal scores by title and reports the first matching heading", () => {
    const ranked = searchDocuments(
      [
        doc({ path: "/b", title: "Beta", headings: ["Intro", "Pricing"] }),
        doc({ path: "/a", title: "Alpha", headings: ["Pricing"] }),
      ],
      "pricing",
    );
    expect(ranked.map((result) => result.document.title)).toEqual(["Alpha", "Beta"]);
    expect(ranked[1].heading).toBe("Pricing");
    expect(searchDocuments([home], "studio")[0].heading).toBeNull();
    const post = doc({ path: "/p", title: "Pricing", headings: ["Pricing", "Pricing tiers"] });
    expect(searchDocuments([post], "pricing")[0].heading).toBe("Pricing tiers");
  });
});
