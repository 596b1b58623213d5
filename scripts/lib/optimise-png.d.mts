export function optimisePng(png: Buffer): Promise<Buffer>;
