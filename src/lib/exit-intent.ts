/** SPEC §4: the pointer left the window through its top edge (y at or below 0), not into a child. */
export function isExitIntent(event: {
  clientY: number;
  relatedTarget: EventTarget | null;
}): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
