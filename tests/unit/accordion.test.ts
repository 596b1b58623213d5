import { headerAfterKey } from "../../src/lib/accordion";

// The contact page's FAQ has five questions.
const COUNT = 5;

describe("headerAfterKey", () => {
  it("moves down one header", () => expect(headerAfterKey("ArrowDown", 1, COUNT)).toBe(2));
  it("wraps down from the last header to the first", () =>
    expect(headerAfterKey("ArrowDown", 4, COUNT)).toBe(0));
  it("moves up one header", () => expect(headerAfterKey("ArrowUp", 3, COUNT)).toBe(2));
  it("wraps up from the first header to the last", () =>
    expect(headerAfterKey("ArrowUp", 0, COUNT)).toBe(4));
  it("goes to the first on Home", () => expect(headerAfterKey("Home", 3, COUNT)).toBe(0));
  it("goes to the last on End", () => expect(headerAfterKey("End", 1, COUNT)).toBe(4));
  it("moves nothing on another key", () => {
    for (const key of ["Enter", " ", "Tab", "ArrowLeft", "a"])
      expect(headerAfterKey(key, 2, COUNT)).toBeNull();
  });
  it("moves nothing in an empty accordion", () => expect(headerAfterKey("End", 0, 0)).toBeNull());
});
