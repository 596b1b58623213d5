import { readQueryParam, writeQueryParam } from "../../src/lib/query-param";

describe("readQueryParam", () => {
  it("reads a decoded value", () => expect(readQueryParam("?q=ai%20roi", "q")).toBe("ai roi"));
  it("treats a missing or empty parameter as absent", () => {
    expect(readQueryParam("", "q")).toBeNull();
    expect(readQueryParam("?q=", "q")).toBeNull();
  });
});

describe("writeQueryParam", () => {
  it("sets, replaces and removes one parameter and keeps the others", () => {
    expect(writeQueryParam("", "q", "saas")).toBe("?q=saas");
    expect(writeQueryParam("?id=story&q=old", "q", "new")).toBe("?id=story&q=new");
    expect(writeQueryParam("?id=story&q=old", "q", "")).toBe("?id=story");
    expect(writeQueryParam("?q=old", "q", null)).toBe("");
  });
});
