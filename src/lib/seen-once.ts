/**
 * Remembers keys: the returned function answers true the first time it is given a key and false
 * every time after, e.g. to report each service only on its first appearance.
 */
export function createSeenOnce(): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
