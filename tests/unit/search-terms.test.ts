import { stemWord, textWords } from "../../src/lib/search/terms";

describe("stemWord", () => {
  it("gives the usual forms of a word one stem", () => {
    const forms = ["automate", "automates", "automated", "automating", "automation", "automations"];
    expect(new Set(forms.map(stemWord))).toEqual(new Set(["automat"]));
    expect(new Set(["price", "prices", "pricing"].map(stemWord))).toEqual(new Set(["pric"]));
  });

  it("leaves short words whole", () => {
    for (const word of ["ai", "roi", "use", "seo", "mrr"]) expect(stemWord(word)).toBe(word);
  });
});

describe("textWords", () => {
  it("folds case, accents and punctuation", () => {
    expect(textWords("Café-style  AUTOMATION: £1M+ MRR")).toEqual([
      "cafe",
      "style",
      "automation",
      "£1m",
      "mrr",
    ]);
  });
});
