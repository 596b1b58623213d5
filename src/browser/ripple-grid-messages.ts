import type { Point } from "../lib/ripple-grid";
import type { RippleMode } from "../lib/ripple-grid-mode";

/** What the page tells the ripple grid's worker; the worker answers nothing. */
export type RippleGridMessage =
  | { kind: "start"; canvas: OffscreenCanvas; colour: string }
  | { kind: "size"; width: number; height: number; devicePixelRatio: number }
  | { kind: "mode"; mode: RippleMode }
  | { kind: "pointer"; point: Point | null };
