// The image comparison of the Storybook gate. Baselines are lossless WebP files in tests/visual/,
// one per story and screen. An image with the baseline's exact pixels passes; one within the
// tolerance passes too and leaves the baseline alone; any other fails and leaves the new image
// and a diff in tests/visual/__diff_output__/. With `-u` a failing baseline is rewritten, and a
// missing one is written unless Jest runs in CI mode.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compareImages, encodeBaseline } from "../scripts/lib/baseline-image.cjs";

const BASELINES = path.join(process.cwd(), "tests/visual");
const DIFFS = path.join(BASELINES, "__diff_output__");

/**
 * At most this many pixels may differ from the baseline: a flicker of one edge's shading, never
 * a change anyone would see. A share of the image would not do: a small component is drawn on a
 * whole screen, where 0.1 % is a word set wider.
 */
const TOLERATED_PIXELS = 20;

/** The part of Jest's snapshot state an image matcher reads and counts in. */
interface SnapshotState {
  _updateSnapshot: "all" | "new" | "none";
  added: number;
  matched: number;
  unmatched: number;
  updated: number;
}

// The test-runner's `expect` is typed by @types/jest, whose matchers can only be extended by
// merging into its global `jest` namespace; there is no module to augment instead.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Jest's matcher typings live there.
  namespace jest {
    interface Matchers<R> {
      toMatchBaseline(id: string): Promise<R>;
    }
  }
}

function keepForReview(id: string, received: Buffer, diff?: Buffer) {
  mkdirSync(DIFFS, { recursive: true });
  writeFileSync(path.join(DIFFS, `${id}-received.png`), received);
  if (diff) writeFileSync(path.join(DIFFS, `${id}-diff.png`), diff);
}

export async function toMatchBaseline(
  this: jest.MatcherContext,
  received: Buffer,
  id: string,
): Promise<jest.CustomMatcherResult> {
  const state = this.snapshotState as SnapshotState;
  // Lets the gate find baselines no story takes any more (scripts/test-storybook.mjs).
  if (process.env.BASELINES_SEEN) appendFileSync(process.env.BASELINES_SEEN, `${id}\n`);
  const baseline = path.join(BASELINES, `${id}.webp`);
  const pass = (message: string) => ({ pass: true, message: () => message });
  const write = async () => writeFileSync(baseline, await encodeBaseline(received));

  if (!existsSync(baseline)) {
    if (state._updateSnapshot === "none") {
      return {
        pass: false,
        message: () => `${id}: no baseline, and CI mode writes none: run the gate without --ci.`,
      };
    }
    await write();
    state.added += 1;
    return pass(`${id}: baseline written`);
  }

  const comparison = await compareImages(received, readFileSync(baseline));
  if (comparison.sameSize && comparison.differing <= TOLERATED_PIXELS) {
    state.matched += 1;
    return pass(`${id}: matches its baseline`);
  }
  if (state._updateSnapshot === "all") {
    await write();
    state.updated += 1;
    return pass(`${id}: baseline rewritten`);
  }

  state.unmatched += 1;
  keepForReview(id, received, comparison.sameSize ? await comparison.diff?.() : undefined);
  const difference = comparison.sameSize
    ? `${comparison.differing} of its pixels differ (${(comparison.ratio * 100).toFixed(3)} %)`
    : `it is ${comparison.size}, the baseline ${comparison.baselineSize}`;
  return {
    pass: false,
    message: () => `${id}: ${difference}. See ${path.relative(process.cwd(), DIFFS)}/${id}-*.png`,
  };
}
