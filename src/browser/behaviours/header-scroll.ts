import { HEADER_OPAQUE_AFTER_PX } from "../../lib/constants";
import { isScrolledPast } from "../../lib/scroll";

/**
 * Keeps the header's `data-scrolled` ("true" once the window has scrolled past the threshold) in
 * step with the window, from the DOM alone: its styles for either state are the build's CSS, so
 * a scroll changes one attribute and nothing renders again. Returns what stops it.
 */
export function watchHeaderScroll(
  header: HTMLElement,
  threshold: number = HEADER_OPAQUE_AFTER_PX,
): () => void {
  const update = () => {
    const scrolled = String(isScrolledPast(window.scrollY, threshold));
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}
