// Rules of the client success dashboard: its tabs, the keys that move between them, star ratings
// and signed changes put into words.
import { nextIndex, previousIndex } from "../cycle";
import { fillTemplate } from "../fill-template";

/** The dashboard's tabs, in order; the first is shown first. */
export const DASHBOARD_TABS = ["overview", "clients", "testimonials", "industries"] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number];

/**
 * WAI-ARIA tabs pattern: the index of the tab a key moves to from tab `current` of `count`, or
 * null when the key is not one of the tab list's. Left and Right wrap; Home and End go to the ends.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return nextIndex(current, count);
    case "ArrowLeft":
      return previousIndex(current, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

export const RATING_MAX = 5;

/** Whether each of the five stars is filled, for a rating of whole stars from 1 to 5. */
export function ratingStars(rating: number): boolean[] {
  return Array.from({ length: RATING_MAX }, (_, index) => index < rating);
}

/** The rating as assistive technology reads it: "Rated {rating} out of {max}" → "Rated 4 out of 5". */
export function ratingText(rating: number, template: string): string {
  return fillTemplate(template, { rating, max: RATING_MAX });
}

export type ChangeDirection = "up" | "down" | "flat";

const SIGNS = ["+", "-", "\u2212"];

/** A change's sign ("" when it has none) and its amount, both trimmed. */
function signed(change: string): { sign: string; amount: string } {
  const text = change.trim();
  const sign = SIGNS.find((candidate) => text.startsWith(candidate)) ?? "";
  return { sign, amount: text.slice(sign.length).trim() };
}

/** Which way a signed change went: "+23%" up, "-15%" (or "−15%") down, "0%" flat. */
export function changeDirection(change: string): ChangeDirection {
  const { sign, amount } = signed(change);
  if (!/[1-9]/.test(amount)) return "flat";
  return sign === "-" || sign === "\u2212" ? "down" : "up";
}

/** A signed change in words, so that its direction never rests on colour: "+23%" → "Up 23%". */
export function describeChange(change: string, words: Queries.DashboardChangeWords): string {
  return fillTemplate(words[changeDirection(change)], { amount: signed(change).amount });
}

/** An industry bar's length: its count as a percentage of the largest count, at least 1%. */
export function barPercent(count: number, largest: number): number {
  if (!(largest > 0) || !(count > 0)) return 1;
  return Math.max(1, Math.min(100, Math.round((count / largest) * 100)));
}

// Where a site lists videos rather than shows one: a search of the site or of a channel.
const SEARCH_PATH = /\/(?:search|results)(?:\/|$)/;
const SEARCH_PARAMS = ["search_query", "query", "q"];

/**
 * Whether an address is one video's own page, to offer as a client's 'Watch story': https, and
 * not a search, which would leave the visitor looking for a video that may not exist.
 */
export function isVideoPage(address: string | null | undefined): address is string {
  if (!address) return false;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || SEARCH_PATH.test(url.pathname)) return false;
  return SEARCH_PARAMS.every((name) => !url.searchParams.has(name));
}
