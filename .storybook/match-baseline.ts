// The image comparison of the Storybook gate. Baselines are lossless WebP files in tests/visual/,
// one per story and screen. An image with the baseline's exact pixels passes; one within the
// tolerance passes too and leaves the baseline alone; any other fails and leaves the new image
// and a diff in tests/visual/__diff_output__/. With `-u` a failing baseline is rewritten, and a
// missing one is written unless Jest runs in CI mode. Each outcome is counted in Jest's snapshot
// summary.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { recordedPixels } from "../scripts/lib/baseline-digests.cjs";
import { BASELINES, compareImages, encodeBaseline } from "../scripts/lib/baseline-image.cjs";

const DIFFS = path.join(BASELINES, "__diff_output__");

/**
 * At most this many pixels may differ from the baseline: a flicker of one edge's shading, never
 * a change anyone would see. A share of the image would not do: a small component is drawn on a
 * whole screen, where 0.1 % is a word set wider.
 */
const TOLERATED_PIXELS = 20;

/** The part of Jest's snapshot state an image check reads and counts in. */
interface SnapshotState {
  _updateSnapshot: "all" | "new" | "none";
  added: number;
  matched: number;
  unmatched: number;
  updated: number;
}

function keepForReview(id: string, received: Buffer, diff?: Buffer) {
  mkdirSync(DIFFS, { recursive: true });
  writeFileSync(path.join(DIFFS, `${id}-received.png`), received);
  if (diff) writeFileSync(path.join(DIFFS, `${id}-diff.png`), diff);
}

/** How many more images are taken, a moment apart, before a difference counts. */
const RETAKES = 2;
const RETAKE_AFTER_MS = 250;

/**
 * Compares the image `shoot` takes with baseline `id`; throws when they differ. A differing image
 * is taken again, a moment later: on a busy machine a story may still be settling (a focus ring,
 * a late layout) when the first is taken, and only a difference that stays is a change.
 */
export async function matchBaseline(shoot: () => Promise<Buffer>, id: string): Promise<void> {
  const state = expect.getState().snapshotState as SnapshotState;
  // Lets the gate find baselines no story takes any more (scripts/test-storybook.mjs).
  if (process.env.BASELINES_SEEN) appendFileSync(process.env.BASELINES_SEEN, `${id}\n`);
  const baseline = path.join(BASELINES, `${id}.webp`);
  const first = await shoot();
  let received = first;
  const write = async () => writeFileSync(baseline, await encodeBaseline(received));

  if (!existsSync(baseline)) {
    if (state._updateSnapshot === "none") {
      throw new Error(`${id}: no baseline, and CI mode writes none: run the gate without --ci.`);
    }
    await write();
    state.added += 1;
    return;
  }

  const expected = readFileSync(baseline);
  const expectedPixels = recordedPixels(id, expected);
  let comparison = await compareImages(received, expected, expectedPixels);
  const matches = () => comparison.sameSize && comparison.differing <= TOLERATED_PIXELS;
  for (let retake = 0; retake < RETAKES && !matches(); retake += 1) {
    await new Promise((resolve) => setTimeout(resolve, RETAKE_AFTER_MS));
    received = await shoot();
    comparison = await compareImages(received, expected, expectedPixels);
  }
  if (matches()) {
    // Said, not hidden: a story whose first image is often early wants a wait in its play.
    if (received !== first) process.stderr.write(`${id}: matched its baseline on a retake\n`);
    state.matched += 1;
    return;
  }
  if (state._updateSnapshot === "all") {
    await write();
    state.updated += 1;
    return;
  }

  state.unmatched += 1;
  keepForReview(id, received, comparison.sameSize ? await comparison.diff?.() : undefined);
  const difference = comparison.sameSize
    ? `${comparison.differing} of its pixels differ (${(comparison.ratio * 100).toFixed(3)} %)`
    : `it is ${comparison.size}, the baseline ${comparison.baselineSize}`;
  throw new Error(`${id}: ${difference}. See ${path.relative(process.cwd(), DIFFS)}/${id}-*.png`);
}
