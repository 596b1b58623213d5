interface Place {
  pathname: string;
}

/**
 * Whether a route change starts a new page for analytics (a page view, fresh scroll and time
 * milestones): a different path, or the first page. Opening a case study (?study=) or following an
 * anchor on the same page is not a new page.
 */
export function isNewPage(previous: Place | null | undefined, next: Place): boolean {
  return !previous || previous.pathname !== next.pathname;
}
