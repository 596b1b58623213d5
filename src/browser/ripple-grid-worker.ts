// The ripple grid's worker: it owns the hero's canvas (an OffscreenCanvas) and draws every frame
// itself, so the page's main thread only forwards what changes (size, mode, pointer).
import type { Point } from "../lib/ripple-grid";
import type { RippleMode } from "../lib/ripple-grid-mode";
import { RippleGridPainter } from "../lib/ripple-grid-painter";
import type { RippleGridMessage } from "./ripple-grid-messages";

// Workers without animation frames (older Safari) tick on a timer at the usual frame rate.
const nextFrame: (callback: (time: number) => void) => number =
  typeof requestAnimationFrame === "function"
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number;
const cancelFrame: (id: number) => void =
  typeof cancelAnimationFrame === "function" ? cancelAnimationFrame : clearTimeout;

let painter: RippleGridPainter | null = null;
let mode: RippleMode = "paused";
let pointer: Point | null = null;
let frame = 0;
let lastTime = 0;

const loop = (time: number) => {
  lastTime = time;
  painter?.draw(time, pointer);
  frame = nextFrame(loop);
};

function apply(): void {
  cancelFrame(frame);
  frame = 0;
  if (!painter) return;
  if (mode === "running") frame = nextFrame(loop);
  else painter.draw(mode === "still" ? 0 : lastTime, null);
}

self.addEventListener("message", ({ data }: MessageEvent<RippleGridMessage>) => {
  if (data.kind === "start") {
    const context = data.canvas.getContext("2d");
    if (context) painter = new RippleGridPainter(data.canvas, context, data.colour);
  } else if (data.kind === "size") {
    painter?.resize(data.width, data.height, data.devicePixelRatio);
    apply();
  } else if (data.kind === "mode") {
    if (data.mode !== mode) {
      mode = data.mode;
      apply();
    }
  } else {
    pointer = data.point;
  }
});
