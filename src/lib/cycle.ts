/** Index after `current` in a ring of `count` items (wraps to 0). */
export function nextIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + 1) % count) + count) % count;
}

/** Index before `current` in a ring of `count` items (wraps to the last). */
export function previousIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (((current - 1) % count) + count) % count;
}
