import sharp from "sharp";
import { compareImages, encodeBaseline, samePixels } from "../../scripts/lib/baseline-image.cjs";

const WIDTH = 100;
const HEIGHT = 100;

/** A PNG screenshot stand-in: a white square with a dark band of text-like stripes. */
async function screenshot(paint: (pixels: Buffer) => void = () => undefined): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4, 255);
  for (let y = 40; y < 60; y += 2) {
    for (let x = 10; x < 90; x += 1)
      pixels.fill(x % 3 === 0 ? 30 : 120, (y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3);
  }
  paint(pixels);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .png()
    .toBuffer();
}

/** Paints `count` pixels of the top row pure red. */
const redPixels = (count: number) => (pixels: Buffer) => {
  for (let x = 0; x < count; x += 1) pixels.set([255, 0, 0, 255], x * 4);
};

describe("image baselines", () => {
  it("are WebP that decodes to the screenshot's exact pixels, at either setting", async () => {
    const png = await screenshot();
    for (const smallest of [false, true]) {
      const webp = await encodeBaseline(png, { smallest });
      expect((await sharp(webp).metadata()).format).toBe("webp");
      expect(await samePixels(png, webp)).toBe(true);
    }
  });

  it("match a screenshot with the same pixels, with no diff to show", async () => {
    const baseline = await encodeBaseline(await screenshot());
    expect(await compareImages(await screenshot(), baseline)).toEqual({
      sameSize: true,
      differing: 0,
      ratio: 0,
    });
  });

  it("count the differing pixels and draw them in a PNG diff", async () => {
    const baseline = await encodeBaseline(await screenshot());
    const comparison = await compareImages(await screenshot(redPixels(3)), baseline);
    if (!comparison.sameSize) throw new Error("expected the same size");
    expect(comparison.differing).toBe(3);
    expect(comparison.ratio).toBeCloseTo(3 / (WIDTH * HEIGHT));
    const diff = await comparison.diff?.();
    expect(diff && (await sharp(diff).metadata())).toMatchObject({
      format: "png",
      width: WIDTH,
      height: HEIGHT,
    });
  });

  it("tell a screenshot of another size by both sizes", async () => {
    const baseline = await encodeBaseline(await screenshot());
    const taller = await sharp(await screenshot())
      .extend({ bottom: 20, background: "#fff" })
      .png()
      .toBuffer();
    expect(await compareImages(taller, baseline)).toEqual({
      sameSize: false,
      size: "100x120",
      baselineSize: "100x100",
    });
  });
});
