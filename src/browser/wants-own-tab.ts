/** A click with a modifier asks the browser for a tab or window of its own: it gets one. */
export function wantsOwnTab(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
