export const CORE_CODE_POINTS: readonly number[];
export function unicodeRange(codePoints: readonly number[]): string;
export const FULL_LATIN_FACE: string;
export const CORE_FACE: string;
