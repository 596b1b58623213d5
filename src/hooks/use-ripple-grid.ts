import { useEffect, type RefObject } from "react";
import { afterFirstPaint } from "../browser/after-first-paint";
import { MOBILE_BREAKPOINT_PX } from "../lib/constants";
import type { Point } from "../lib/ripple-grid";
import { RippleGridPainter } from "../lib/ripple-grid-painter";

/**
 * Runs the ripple grid on a canvas: it starts only after the first paint, draws one still frame under
 * reduced motion, pauses while off screen or in a hidden tab, follows the pointer on wide screens
 * only, and stops everything on unmount. The dots are drawn in the canvas's CSS colour.
 */
export function useRippleGrid(canvasRef: RefObject<HTMLCanvasElement | null>) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Nothing at all (not even reading the canvas's style) happens while the page hydrates.
    let stop = () => {};
    const cancelStart = afterFirstPaint(() => {
      stop = runRippleGrid(canvas);
    });
    return () => {
      cancelStart();
      stop();
    };
  }, [canvasRef]);
}

/** Starts the grid on `canvas`; returns what stops it. */
function runRippleGrid(canvas: HTMLCanvasElement): () => void {
  const context = canvas.getContext("2d");
  if (!context) return () => {};
  const painter = new RippleGridPainter(canvas, context, getComputedStyle(canvas).color);
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const narrow = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const pointer: Point = { x: 0, y: 0 };
  let pointerInside = false;
  let onScreen = true;
  let frame = 0;

  const loop = (time: number) => {
    painter.draw(time, pointerInside ? pointer : null);
    frame = window.requestAnimationFrame(loop);
  };
  const update = () => {
    window.cancelAnimationFrame(frame);
    frame = 0;
    if (reducedMotion.matches) painter.draw(0, null);
    else if (onScreen && document.visibilityState === "visible") {
      frame = window.requestAnimationFrame(loop);
    }
  };
  const resize = () => {
    painter.resize(window.devicePixelRatio);
    update();
  };
  const followPointer = (event: PointerEvent) => {
    if (narrow.matches || reducedMotion.matches) return;
    const box = canvas.getBoundingClientRect();
    pointer.x = event.clientX - box.left;
    pointer.y = event.clientY - box.top;
    pointerInside = true;
  };
  const losePointer = () => {
    pointerInside = false;
  };

  resize();
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    update();
  });
  visibility.observe(canvas);
  const sizeWatcher = new ResizeObserver(resize);
  sizeWatcher.observe(canvas);
  // The canvas lies under the hero's text, so the pointer is followed over the whole hero.
  const area = canvas.parentElement ?? canvas;
  area.addEventListener("pointermove", followPointer);
  area.addEventListener("pointerleave", losePointer);
  document.addEventListener("visibilitychange", update);
  reducedMotion.addEventListener("change", update);

  return () => {
    window.cancelAnimationFrame(frame);
    visibility.disconnect();
    sizeWatcher.disconnect();
    area.removeEventListener("pointermove", followPointer);
    area.removeEventListener("pointerleave", losePointer);
    document.removeEventListener("visibilitychange", update);
    reducedMotion.removeEventListener("change", update);
  };
}
