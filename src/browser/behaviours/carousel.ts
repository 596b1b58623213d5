import {
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_MOVE_ATTRIBUTE,
  CAROUSEL_SLIDE_ATTRIBUTE,
  CAROUSEL_TRACK_ATTRIBUTE,
  indexAfterMove,
  moveForKey,
  trackOffset,
  type CarouselMove,
} from "../../lib/carousel";
import { track } from "../analytics/track";

const isMove = (value: string | null): value is CarouselMove =>
  value === "previous" || value === "next";

/**
 * A carousel on its HTML (WAI-ARIA APG, no rotation): the previous and next buttons, the dots and
 * the arrow keys inside it move the row of slides, wrapping both ways, and each move is reported
 * as engagement. The slide shown is the one marked `data-current`; the others are hidden from
 * assistive technology and inert, and the dot of the shown one is `aria-current` (its look follows
 * that attribute in the build's CSS). DOM alone, so the same code serves a carousel React rendered
 * and one that is the build's HTML. Returns what stops it.
 */
export function attachCarousel(root: HTMLElement): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>(`[${CAROUSEL_SLIDE_ATTRIBUTE}]`)];
  const dots = [...root.querySelectorAll(`[${CAROUSEL_DOT_ATTRIBUTE}]`)];
  const row = root.querySelector<HTMLElement>(`[${CAROUSEL_TRACK_ATTRIBUTE}]`);
  const count = slides.length;
  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute("data-current")),
  );

  const show = (shown: number) => {
    index = shown;
    if (row) row.style.transform = trackOffset(shown);
    slides.forEach((slide, slideIndex) => {
      const current = slideIndex === shown;
      slide.inert = !current;
      slide.toggleAttribute("data-current", current);
      if (current) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, dotIndex) => {
      if (dotIndex === shown) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };
  const moveTo = (shown: number, label: string) => {
    track("user_engagement", { engagement_type: "carousel_navigate", event_label: label });
    show(shown);
  };

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest(
      `[${CAROUSEL_MOVE_ATTRIBUTE}], [${CAROUSEL_DOT_ATTRIBUTE}]`,
    );
    if (!control || !root.contains(control)) return;
    const move = control.getAttribute(CAROUSEL_MOVE_ATTRIBUTE);
    if (isMove(move)) moveTo(indexAfterMove(move, index, count), move);
    else {
      const dot = dots.indexOf(control);
      if (dot !== -1) moveTo(dot, `slide ${dot + 1}`);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moveForKey(event.key);
    if (!move) return;
    event.preventDefault();
    moveTo(indexAfterMove(move, index, count), move);
  };

  show(index);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
