import sharp from "sharp";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DIGESTS,
  outdatedDigests,
  recordedPixels,
  refreshDigests,
} from "../../scripts/lib/baseline-digests.cjs";
import {
  baselineFiles,
  compareImages,
  encodeBaseline,
  pixelDigest,
  pixels,
  samePixels,
} from "../../scripts/lib/baseline-image.cjs";

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

describe("baseline digests", () => {
  it("let an image match by its own pixels, without decoding the baseline", async () => {
    const png = await screenshot();
    const digest = pixelDigest(await pixels(png));
    // Not an image at all: decoding it would throw.
    const undecodable = Buffer.from("not a WebP");
    expect(await compareImages(png, undecodable, digest)).toEqual({
      sameSize: true,
      differing: 0,
      ratio: 0,
    });
    await expect(
      compareImages(await screenshot(redPixels(1)), undecodable, digest),
    ).rejects.toThrow();
  });

  it("tell images apart by size as well as by their bytes", async () => {
    const data = Buffer.alloc(8 * 4, 255);
    expect(pixelDigest({ width: 8, height: 1, data })).not.toBe(
      pixelDigest({ width: 4, height: 2, data }),
    );
  });

  it("count only for the file they were taken from, and are taken again when it changes", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "digests-"));
    try {
      const digests = path.join(folder, "digests.json");
      const file = path.join(folder, "story--desktop.webp");
      writeFileSync(file, await encodeBaseline(await screenshot()));
      expect(outdatedDigests([file], digests)).toEqual({ stale: [file], orphaned: [] });
      expect(await refreshDigests([file], digests)).toEqual({ taken: 1, dropped: 0 });
      expect(outdatedDigests([file], digests)).toEqual({ stale: [], orphaned: [] });

      writeFileSync(file, await encodeBaseline(await screenshot(redPixels(2))));
      expect(outdatedDigests([file], digests).stale).toEqual([file]);
      expect(await refreshDigests([file], digests)).toEqual({ taken: 1, dropped: 0 });
      const taken = JSON.parse(readFileSync(digests, "utf8"))["story--desktop"];
      expect(taken.pixels).toBe(pixelDigest(await pixels(readFileSync(file))));

      expect(outdatedDigests([], digests)).toEqual({ stale: [], orphaned: ["story--desktop"] });
      expect(await refreshDigests([], digests)).toEqual({ taken: 0, dropped: 1 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("are current for every committed baseline (`npm run visual:digests` takes them)", () => {
    const { stale, orphaned } = outdatedDigests(baselineFiles());
    expect({ stale: stale.map((file) => path.basename(file)), orphaned }).toEqual({
      stale: [],
      orphaned: [],
    });
    const [first] = baselineFiles();
    const bytes = readFileSync(first);
    const id = path.basename(first, ".webp");
    expect(recordedPixels(id, bytes)).toBe(JSON.parse(readFileSync(DIGESTS, "utf8"))[id].pixels);
    expect(recordedPixels(id, Buffer.concat([bytes, Buffer.from([0])]))).toBeUndefined();
  });
});
