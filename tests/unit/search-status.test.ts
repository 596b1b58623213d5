import search from "../../content/data/search.json";
import type { SearchDocument, SearchResult } from "../../src/lib/search/rank";
import { searchStatus } from "../../src/lib/search/status";

const document: SearchDocument = {
  path: "/blog/ai-automation-roi",
  kind: "post",
  title: "The ROI of AI Automation",
  description: "",
  headings: [],
};
const found = (count: number): SearchResult[] =>
  Array.from({ length: count }, (_, score) => ({ document, score, heading: null }));

describe("searchStatus", () => {
  it("invites typing while the box is blank, whether or not the index has come", () => {
    for (const index of ["loading", "ready"] as const)
      expect(searchStatus(search, index, "  ", [])).toEqual({ text: search.idle, suggest: false });
  });

  it("says the index is on its way once there is a query", () =>
    expect(searchStatus(search, "loading", "automation", [])).toEqual({
      text: search.loading,
      suggest: false,
    }));

  it("counts one result", () =>
    expect(searchStatus(search, "ready", "payback period", found(1))).toEqual({
      text: "1 result for “payback period”",
      suggest: false,
    }));

  it("counts several results", () =>
    expect(searchStatus(search, "ready", "automation", found(4))).toEqual({
      text: "4 results for “automation”",
      suggest: false,
    }));

  it("offers somewhere else to go when nothing matches", () =>
    expect(searchStatus(search, "ready", "xylophone", [])).toEqual({
      text: search.noResults.replace("{query}", "xylophone"),
      suggest: true,
    }));

  it("offers somewhere else to go when the index failed, query or not", () => {
    for (const query of ["", "saas"])
      expect(searchStatus(search, "error", query, [])).toEqual({
        text: search.error,
        suggest: true,
      });
  });
});
