import { DRAWN_NEAR_SCREEN_PARTS } from "../components/drawn-near-screen";
import { afterFirstPaint, whenIdle } from "./after-first-paint";

/**
 * Parts below the first screen (`content-visibility: auto`) are not laid out until they near it.
 * The first Tab from the top of a page asks the browser whether what is in them can take focus,
 * and it lays every such part out to answer, all inside that keypress. This lays them out before
 * then, in idle time: at most one part a period, so no task grows long, and they stay unpainted
 * until scrolled to. `html[data-laid-out]` says when it is done.
 */
export function layOutSkippedParts(): void {
  afterFirstPaint(() => {
    const waiting = [...document.querySelectorAll(DRAWN_NEAR_SCREEN_PARTS)];
    const contents = document.createRange();
    const next = () => {
      // Reading the box of a part's contents lays them out: that takes time, and the rest waits
      // for the next period. A part already laid out (on screen, or scrolled past) answers at once.
      for (let part = waiting.shift(); part; part = waiting.shift()) {
        const start = performance.now();
        contents.selectNodeContents(part);
        contents.getBoundingClientRect();
        if (performance.now() - start > LAID_OUT_A_PART_MS) break;
      }
      if (waiting.length > 0) whenIdle(next);
      else document.documentElement.setAttribute("data-laid-out", "");
    };
    next();
  });
}

// Longer than reading a box that is already laid out takes.
const LAID_OUT_A_PART_MS = 1;
