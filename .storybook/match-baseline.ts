// The image comparison of the Storybook gate. An image with exactly the baseline's pixels passes
// straight away, decoded natively (sharp); any other goes to jest-image-snapshot, which applies
// the tolerance, writes the diff, and writes new or updated baselines. Most images match exactly,
// and jest-image-snapshot's JavaScript decoder is the slowest step of a story's check.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from "jest-image-snapshot";
import { samePixels } from "../scripts/lib/same-pixels.cjs";

type Options = MatchImageSnapshotOptions & {
  customSnapshotsDir: string;
  customSnapshotIdentifier: string;
};

// The test-runner's `expect` is typed by @types/jest, whose matchers can only be extended by
// merging into its global `jest` namespace; there is no module to augment instead.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Jest's matcher typings live there.
  namespace jest {
    interface Matchers<R> {
      toMatchBaseline(options: Options): Promise<R>;
    }
  }
}

export async function toMatchBaseline(
  this: jest.MatcherContext,
  received: Buffer,
  options: Options,
): Promise<jest.CustomMatcherResult> {
  const baseline = path.join(options.customSnapshotsDir, `${options.customSnapshotIdentifier}.png`);
  if (existsSync(baseline) && (await samePixels(received, readFileSync(baseline)))) {
    // Counted as a matched snapshot, as jest-image-snapshot would count it.
    this.snapshotState.matched += 1;
    return { pass: true, message: () => `${baseline}: the same pixels` };
  }
  return toMatchImageSnapshot.call(this, received, options);
}
