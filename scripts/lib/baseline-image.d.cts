export const BASELINES: string;

export function samePixels(a: Buffer, b: Buffer): Promise<boolean>;

export function encodeBaseline(image: Buffer, options?: { smallest?: boolean }): Promise<Buffer>;

export type Comparison =
  | { sameSize: false; size: string; baselineSize: string }
  | { sameSize: true; differing: number; ratio: number; diff?: () => Promise<Buffer> };

export function compareImages(received: Buffer, baseline: Buffer): Promise<Comparison>;
