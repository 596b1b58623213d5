import { MOBILE_BREAKPOINT_PX } from "../../lib/constants";
import { followsPointer, rippleMode } from "../../lib/ripple-grid-mode";
export { RIPPLE_GRID_ATTRIBUTE } from "../../lib/ripple-grid-mode";
import { afterFirstPaint } from "../after-first-paint";
import type { RippleGridMessage } from "../ripple-grid-messages";

/**
 * Runs the ripple grid on a canvas: it starts only after the first paint and is drawn by a worker
 * (docs/architecture.md#the-ripple-grid), so no frame costs the main thread. It is still under
 * reduced motion, pauses while off screen or in a hidden tab, follows the pointer on wide screens
 * only, and the returned function stops everything. The dots are drawn in the canvas's CSS colour.
 * DOM alone, so the same code serves a canvas React rendered and one that is the build's HTML.
 */
export function attachRippleGrid(canvas: HTMLCanvasElement): () => void {
  // Nothing at all (not even reading the canvas's style) happens before the first paint.
  let stop = () => {};
  const cancelStart = afterFirstPaint(() => {
    stop = runRippleGrid(canvas);
  });
  return () => {
    cancelStart();
    stop();
  };
}

/** Hands `canvas` to a new worker and keeps it told what changes; returns what stops it. */
function runRippleGrid(canvas: HTMLCanvasElement): () => void {
  // Browsers without OffscreenCanvas (before Safari 16.4) keep the hero's plain dark background.
  if (typeof canvas.transferControlToOffscreen !== "function") return () => {};
  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    // A canvas hands over its drawing once; a remount on the same element finds it taken.
    return () => {};
  }
  const worker = new Worker(new URL("../ripple-grid-worker.ts", import.meta.url), {
    type: "module",
  });
  const post = (message: RippleGridMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  post({ kind: "start", canvas: offscreen, colour: getComputedStyle(canvas).color }, [offscreen]);

  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const narrow = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  let onScreen = true;

  const update = () =>
    post({
      kind: "mode",
      mode: rippleMode({
        reducedMotion: reducedMotion.matches,
        onScreen,
        pageVisible: document.visibilityState === "visible",
      }),
    });
  const resize = () =>
    post({
      kind: "size",
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      devicePixelRatio: window.devicePixelRatio,
    });
  const followPointer = (event: PointerEvent) => {
    if (!followsPointer(narrow.matches, reducedMotion.matches)) return;
    const box = canvas.getBoundingClientRect();
    post({ kind: "pointer", point: { x: event.clientX - box.left, y: event.clientY - box.top } });
  };
  const losePointer = () => post({ kind: "pointer", point: null });

  resize();
  update();
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
    worker.terminate();
    visibility.disconnect();
    sizeWatcher.disconnect();
    area.removeEventListener("pointermove", followPointer);
    area.removeEventListener("pointerleave", losePointer);
    document.removeEventListener("visibilitychange", update);
    reducedMotion.removeEventListener("change", update);
  };
}
