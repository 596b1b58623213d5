import { readStudyParam, writeStudyParam } from "../../src/lib/study-param";

const KNOWN = ["ecommerce-automation", "coaching-funnel"];

describe("readStudyParam", () => {
  it("reads a known study id", () => {
    expect(readStudyParam("?study=coaching-funnel", KNOWN)).toBe("coaching-funnel");
  });

  it("finds the study among other parameters", () => {
    expect(readStudyParam("?utm_source=x&study=ecommerce-automation", KNOWN)).toBe(
      "ecommerce-automation",
    );
  });

  it("ignores an unknown id, an empty value and a missing parameter", () => {
    expect(readStudyParam("?study=unknown", KNOWN)).toBeNull();
    expect(readStudyParam("?study=", KNOWN)).toBeNull();
    expect(readStudyParam("", KNOWN)).toBeNull();
  });
});

describe("writeStudyParam", () => {
  it("sets the study on an empty query", () => {
    expect(writeStudyParam("", "coaching-funnel")).toBe("?study=coaching-funnel");
  });

  it("replaces an existing study and keeps other parameters", () => {
    expect(writeStudyParam("?a=1&study=old", "coaching-funnel")).toBe("?a=1&study=coaching-funnel");
  });

  it("removes the study, leaving nothing when it was the only parameter", () => {
    expect(writeStudyParam("?study=coaching-funnel", null)).toBe("");
    expect(writeStudyParam("?a=1&study=coaching-funnel", null)).toBe("?a=1");
  });
});
