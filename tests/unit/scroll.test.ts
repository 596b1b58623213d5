import { HEADER_OPAQUE_AFTER_PX } from "../../src/lib/constants";
import { isQueryOnlyChange, isScrolledPast, scrollTargetFor } from "../../src/lib/scroll";

describe("scrollTargetFor", () => {
  it("goes to the top when there is no hash", () => {
    expect(scrollTargetFor("")).toEqual({ kind: "top" });
    expect(scrollTargetFor("#")).toEqual({ kind: "top" });
  });
  it("goes to the anchor named in the hash", () => {
    expect(scrollTargetFor("#saas-b2b")).toEqual({ kind: "anchor", id: "saas-b2b" });
  });
  it("decodes the hash", () => {
    expect(scrollTargetFor("#case%20study")).toEqual({ kind: "anchor", id: "case study" });
  });
});

describe("isScrolledPast (header opacity, the product: more than 20px)", () => {
  it("uses the product's 20px threshold", () => expect(HEADER_OPAQUE_AFTER_PX).toBe(20));
  it("is false at the top and at exactly 20px", () => {
    expect(isScrolledPast(0, HEADER_OPAQUE_AFTER_PX)).toBe(false);
    expect(isScrolledPast(20, HEADER_OPAQUE_AFTER_PX)).toBe(false);
  });
  it("is true past 20px", () => expect(isScrolledPast(21, HEADER_OPAQUE_AFTER_PX)).toBe(true));
});

describe("isQueryOnlyChange", () => {
  const page = { pathname: "/case-studies", search: "", hash: "" };
  it("keeps the scroll when only the query string changes", () => {
    expect(isQueryOnlyChange(page, { ...page, search: "?study=coaching-funnel" })).toBe(true);
  });
  it("is a route change when the path or hash changes, or on first render", () => {
    expect(isQueryOnlyChange(page, { ...page, pathname: "/contact" })).toBe(false);
    expect(isQueryOnlyChange(page, { ...page, hash: "#top", search: "?a=1" })).toBe(false);
    expect(isQueryOnlyChange(page, page)).toBe(false);
    expect(isQueryOnlyChange(undefined, page)).toBe(false);
  });
});
