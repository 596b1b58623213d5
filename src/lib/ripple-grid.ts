// The ripple-grid background's geometry and motion, free of the canvas so it can be tested.
import { BACKGROUND_MAX_PIXEL_RATIO } from "./constants";

/** Distance between grid points, in CSS pixels: a modest grid keeps each frame cheap. */
export const GRID_SPACING_PX = 28;

/** How far a point moves at full amplitude, in CSS pixels. */
export const MAX_OFFSET_PX = 5;

const AMBIENT_WAVE_NUMBER = 0.012;
const AMBIENT_SPEED = 0.0011;
const POINTER_WAVE_NUMBER = 0.045;
const POINTER_SPEED = 0.006;
const POINTER_FALLOFF_PX = 160;
const AMBIENT_SHARE = 0.45;

export interface Point {
  x: number;
  y: number;
}

/** The backing store's pixels per CSS pixel: the device's, capped (docs/product.md#constants), 1 where it gives none. */
export function canvasPixelRatio(devicePixelRatio: number): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return 1;
  return Math.min(devicePixelRatio, BACKGROUND_MAX_PIXEL_RATIO);
}

/** How many grid points fit across and down, with one spare on each axis so the edges stay covered. */
export function gridSize(width: number, height: number, spacing = GRID_SPACING_PX) {
  return {
    columns: Math.max(Math.ceil(width / spacing) + 1, 0),
    rows: Math.max(Math.ceil(height / spacing) + 1, 0),
  };
}

/**
 * The ripple at a grid point, from -1 to 1, at `timeMs`: a slow diagonal swell everywhere, plus
 * rings spreading from the pointer that fade with distance. Without a pointer only the swell moves.
 */
export function rippleAmplitude(
  x: number,
  y: number,
  timeMs: number,
  pointer: Point | null,
): number {
  const ambient = Math.sin((x + y) * AMBIENT_WAVE_NUMBER - timeMs * AMBIENT_SPEED);
  if (!pointer) return ambient * AMBIENT_SHARE;
  const distance = Math.hypot(x - pointer.x, y - pointer.y);
  const ring =
    Math.exp(-distance / POINTER_FALLOFF_PX) *
    Math.sin(distance * POINTER_WAVE_NUMBER - timeMs * POINTER_SPEED);
  return ambient * AMBIENT_SHARE + ring * (1 - AMBIENT_SHARE);
}

/** A point's vertical offset in CSS pixels for a ripple amplitude. */
export const rippleOffset = (amplitude: number): number => amplitude * MAX_OFFSET_PX;

/** A point's opacity for a ripple amplitude: faint at rest, brighter on a crest, never loud. */
export const rippleAlpha = (amplitude: number): number => 0.12 + 0.16 * (amplitude + 1);
