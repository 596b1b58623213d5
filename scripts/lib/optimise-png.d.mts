export function samePixels(a: Buffer, b: Buffer): Promise<boolean>;
export function optimisePng(png: Buffer): Promise<Buffer>;
