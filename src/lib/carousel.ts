import { nextIndex, previousIndex } from "./cycle";

/**
 * A carousel's parts, as its DOM code (src/browser/behaviours/carousel.ts) finds them: the root,
 * the row of slides it moves, each slide, each dot (its slide's index) and the previous and next
 * buttons (their move).
 */
export const CAROUSEL_ATTRIBUTE = "data-carousel";
export const CAROUSEL_TRACK_ATTRIBUTE = "data-carousel-track";
export const CAROUSEL_SLIDE_ATTRIBUTE = "data-carousel-slide";
export const CAROUSEL_DOT_ATTRIBUTE = "data-carousel-dot";
export const CAROUSEL_MOVE_ATTRIBUTE = "data-carousel-move";

export type CarouselMove = "previous" | "next";

/** The move a key asks for (WAI-ARIA APG carousel: the arrow keys), or null. */
export function moveForKey(key: string): CarouselMove | null {
  if (key === "ArrowLeft") return "previous";
  if (key === "ArrowRight") return "next";
  return null;
}

/** The slide shown after `move` from slide `index` of `count`, wrapping both ways. */
export function indexAfterMove(move: CarouselMove, index: number, count: number): number {
  return move === "next" ? nextIndex(index, count) : previousIndex(index, count);
}

/** How far the row of slides is moved to show slide `index` (each slide is the row's width). */
export const trackOffset = (index: number): string => `translateX(-${index * 100}%)`;
