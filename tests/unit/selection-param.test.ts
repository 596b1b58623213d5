import { readSelectionParam, writeSelectionParam } from "../../src/lib/selection-param";

const KNOWN = ["coaching-funnel", "ecommerce-automation"];

describe("readSelectionParam", () => {
  it("reads a known id", () => {
    expect(readSelectionParam("?study=coaching-funnel", "study", KNOWN)).toBe("coaching-funnel");
  });

  it("reads it among other parameters", () => {
    expect(readSelectionParam("?utm_source=x&study=ecommerce-automation", "study", KNOWN)).toBe(
      "ecommerce-automation",
    );
  });

  it("ignores unknown, empty and missing ids, and other parameters' values", () => {
    expect(readSelectionParam("?study=unknown", "study", KNOWN)).toBeNull();
    expect(readSelectionParam("?study=", "study", KNOWN)).toBeNull();
    expect(readSelectionParam("", "study", KNOWN)).toBeNull();
    expect(readSelectionParam("?tool=coaching-funnel", "study", KNOWN)).toBeNull();
  });
});

describe("writeSelectionParam", () => {
  it("adds the selection", () => {
    expect(writeSelectionParam("", "study", "coaching-funnel")).toBe("?study=coaching-funnel");
  });

  it("replaces an earlier selection and keeps other parameters", () => {
    expect(writeSelectionParam("?a=1&study=old", "study", "coaching-funnel")).toBe(
      "?a=1&study=coaching-funnel",
    );
  });

  it("removes the selection", () => {
    expect(writeSelectionParam("?study=coaching-funnel", "study", null)).toBe("");
    expect(writeSelectionParam("?a=1&study=coaching-funnel", "study", null)).toBe("?a=1");
  });

  it("drops what belonged to the closed item, and only when closing", () => {
    expect(writeSelectionParam("?utm=x&tool=mrr&mrr=9", "tool", null, ["mrr"])).toBe("?utm=x");
    expect(writeSelectionParam("?tool=mrr&mrr=9", "tool", "roi", ["mrr"])).toBe("?tool=roi&mrr=9");
  });
});
