export function patchText(
  text: string,
  replacements: ReadonlyArray<readonly [string, string]>,
  file?: string,
): string;
