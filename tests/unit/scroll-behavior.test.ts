import { scrollBehaviorFor } from "../../src/lib/scroll";

describe("scrollBehaviorFor", () => {
  it("jumps when the visitor asks for reduced motion", () => {
    expect(scrollBehaviorFor(true)).toBe("instant");
  });
  it("scrolls smoothly otherwise", () => expect(scrollBehaviorFor(false)).toBe("smooth"));
});
