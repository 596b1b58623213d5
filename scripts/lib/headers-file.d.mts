export interface ParsedHeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

export function parseHeadersFile(text: string): ParsedHeaderRule[];
export function pathMatcher(pattern: string): (path: string) => boolean;
export function headersFor(
  rules: readonly ParsedHeaderRule[],
  path: string,
): Record<string, string>;
