import { nextIndex, previousIndex } from "../../src/lib/cycle";

describe("nextIndex", () => {
  it("moves one on", () => expect(nextIndex(0, 6)).toBe(1));
  it("wraps from the last of six logos to the first", () => expect(nextIndex(5, 6)).toBe(0));
  it("wraps the three-item carousel", () => expect(nextIndex(2, 3)).toBe(0));
  it("stays at 0 for an empty ring", () => expect(nextIndex(0, 0)).toBe(0));
});

describe("previousIndex", () => {
  it("moves one back", () => expect(previousIndex(2, 3)).toBe(1));
  it("wraps from the first to the last", () => expect(previousIndex(0, 3)).toBe(2));
  it("stays at 0 for an empty ring", () => expect(previousIndex(0, 0)).toBe(0));
});
