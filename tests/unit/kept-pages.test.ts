import { isKeptPage, KEPT_PAGES, samePage } from "../../src/lib/kept-pages";

describe("kept pages", () => {
  it("are every page but the home page and the advanced tools", () => {
    expect(KEPT_PAGES).toEqual([
      "/about",
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
      "/about",
      "/about/",
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
      "/",
      "/advanced-tools",
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
});
