import fc from "fast-check";
import {
  ISLANDS,
  isKeptPage,
  KEPT_PAGES,
  samePage,
  wantedOnArrival,
} from "../../src/lib/kept-pages";
import { TOOL_IDS } from "../../src/lib/tools/tool-ids";

describe("kept pages", () => {
  it("are every page a visitor browses to", () => {
    expect(KEPT_PAGES).toEqual([
      "/",
      "/about",
      "/advanced-tools",
      "/ai-roi-tools",
      "/blog",
      "/case-studies",
      "/contact",
      "/privacy-policy",
      "/search",
      "/services",
      "/services/ai-automation",
      "/services/saas-platforms",
      "/terms-of-service",
    ]);
    for (const path of [
      "/",
      "/about",
      "/about/",
      "/advanced-tools/",
      "/ai-roi-tools/",
      "/case-studies/",
      "/contact/",
      "/blog",
      "/blog/",
      "/privacy-policy",
      "/privacy-policy/",
      "/terms-of-service/",
      "/services/",
      "/services/ai-automation",
      "/blog/scaling-framework",
      "/blog/ai-automation-roi/",
    ]) {
      expect(isKeptPage(path)).toBe(true);
    }
  });

  it("are not other pages, nor paths that only begin like one", () => {
    for (const path of [
      "/x",
      "/advanced-tools/x",
      "/ai-roi-tools/x",
      "/search/x",
      "/contact/x",
      "/privacy-policy/x",
      "/privacy",
      "/privacy/my-data",
      "/thank-you/consultation",
      "/services/saas-platforms/x",
      "/blog/[...]/",
      "/blog/a/b",
      "/blog/-",
      "/about/team",
      "/case-studies/x",
    ]) {
      expect(isKeptPage(path)).toBe(false);
    }
  });

  it("name the same page whatever the trailing slashes", () => {
    expect(samePage("/privacy-policy/", "/privacy-policy")).toBe(true);
    expect(samePage("/", "")).toBe(true);
    expect(samePage("/about", "/about/x")).toBe(false);
  });

  it("wake the advanced tools on arrival when the address names a tool, and nothing else", () => {
    for (const tool of TOOL_IDS) {
      expect(wantedOnArrival("advanced-tools", `?tool=${tool}`)).toBe(true);
      expect(wantedOnArrival("advanced-tools", `?mrr=900&tool=${tool}`)).toBe(true);
    }
    for (const search of ["", "?tool=", "?tool=x", "?tools=mrr-growth", "?mrr=900"])
      expect(wantedOnArrival("advanced-tools", search)).toBe(false);
    fc.assert(
      fc.property(
        fc.constantFrom(...ISLANDS.filter((name) => name !== "advanced-tools")),
        fc.string(),
        (name, search) => !wantedOnArrival(name, search),
      ),
    );
  });
});
