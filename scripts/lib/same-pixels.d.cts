export function samePixels(a: Buffer, b: Buffer): Promise<boolean>;
