import fc from "fast-check";
import { indexAfterMove, moveForKey, trackOffset } from "../../src/lib/carousel";

// The home page's carousel has three testimonials.
const COUNT = 3;

describe("the carousel's moves", () => {
  it("follow the arrow keys and no other key", () => {
    expect(moveForKey("ArrowRight")).toBe("next");
    expect(moveForKey("ArrowLeft")).toBe("previous");
    for (const key of ["ArrowUp", "ArrowDown", "Home", "End", "Enter", " ", "Tab", "a"])
      expect(moveForKey(key)).toBeNull();
  });

  it("go one slide on and back, wrapping both ways", () => {
    expect(indexAfterMove("next", 0, COUNT)).toBe(1);
    expect(indexAfterMove("next", 2, COUNT)).toBe(0);
    expect(indexAfterMove("previous", 0, COUNT)).toBe(2);
    expect(indexAfterMove("previous", 2, COUNT)).toBe(1);
  });

  it("come back to the start after next then previous, from any slide", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, start) => {
        const index = start % count;
        const next = indexAfterMove("next", index, count);
        return next >= 0 && next < count && indexAfterMove("previous", next, count) === index;
      }),
    );
  });

  it("move the row by a whole slide's width per slide", () => {
    expect(trackOffset(0)).toBe("translateX(-0%)");
    expect(trackOffset(2)).toBe("translateX(-200%)");
  });
});
