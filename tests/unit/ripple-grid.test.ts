import {
  canvasPixelRatio,
  gridSize,
  MAX_OFFSET_PX,
  rippleAlpha,
  rippleAmplitude,
  rippleOffset,
} from "../../src/lib/ripple-grid";

describe("canvasPixelRatio (docs/product.md#constants: capped at 1.5)", () => {
  it.each([
    [1, 1],
    [1.25, 1.25],
    [1.5, 1.5],
    [2, 1.5],
    [3, 1.5],
  ])("turns a device ratio of %p into %p", (device, expected) => {
    expect(canvasPixelRatio(device)).toBe(expected);
  });

  it("draws at 1 where the device reports no usable ratio", () => {
    expect(canvasPixelRatio(0)).toBe(1);
    expect(canvasPixelRatio(Number.NaN)).toBe(1);
  });
});

describe("gridSize", () => {
  it("covers the area with one spare point on each axis", () => {
    expect(gridSize(280, 140, 28)).toEqual({ columns: 11, rows: 6 });
    expect(gridSize(0, 0, 28)).toEqual({ columns: 1, rows: 1 });
  });
});

describe("rippleAmplitude", () => {
  it("stays within -1 and 1 everywhere, with and without a pointer", () => {
    const pointer = { x: 200, y: 120 };
    for (let x = 0; x <= 600; x += 37) {
      for (let t = 0; t <= 5000; t += 333) {
        const withPointer = rippleAmplitude(x, x / 2, t, pointer);
        const without = rippleAmplitude(x, x / 2, t, null);
        expect(Math.abs(withPointer)).toBeLessThanOrEqual(1);
        expect(Math.abs(without)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("is the same for the same point and time (a still frame is repeatable)", () => {
    expect(rippleAmplitude(84, 56, 0, null)).toBe(rippleAmplitude(84, 56, 0, null));
  });

  it("moves with time", () => {
    expect(rippleAmplitude(84, 56, 0, null)).not.toBeCloseTo(rippleAmplitude(84, 56, 700, null));
  });

  it("feels the pointer nearby but not far away", () => {
    const near = { x: 100, y: 100 };
    const far = { x: 100_000, y: 100_000 };
    expect(rippleAmplitude(120, 100, 400, near)).not.toBeCloseTo(
      rippleAmplitude(120, 100, 400, null),
    );
    expect(rippleAmplitude(120, 100, 400, far)).toBeCloseTo(
      rippleAmplitude(120, 100, 400, null),
      5,
    );
  });
});

describe("rippleOffset and rippleAlpha", () => {
  it("move a point at most MAX_OFFSET_PX and keep it faint", () => {
    expect(rippleOffset(1)).toBe(MAX_OFFSET_PX);
    expect(rippleOffset(-1)).toBe(-MAX_OFFSET_PX);
    expect(rippleAlpha(-1)).toBeGreaterThan(0);
    expect(rippleAlpha(1)).toBeLessThanOrEqual(0.5);
    expect(rippleAlpha(1)).toBeGreaterThan(rippleAlpha(-1));
  });
});
