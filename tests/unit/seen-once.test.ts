import { createSeenOnce } from "../../src/lib/seen-once";

describe("createSeenOnce", () => {
  it("answers true only the first time for each key", () => {
    const firstTime = createSeenOnce();
    expect(firstTime("analytics")).toBe(true);
    expect(firstTime("analytics")).toBe(false);
    expect(firstTime("seo-ppc")).toBe(true);
  });
  it("keeps each tracker's memory to itself", () => {
    const one = createSeenOnce();
    one("development");
    expect(createSeenOnce()("development")).toBe(true);
  });
});
