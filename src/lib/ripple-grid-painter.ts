import {
  canvasPixelRatio,
  gridSize,
  GRID_SPACING_PX,
  rippleAlpha,
  rippleAmplitude,
  rippleOffset,
  type Point,
} from "./ripple-grid";

const DOT_SIZE_PX = 2;

/** What the painter draws on: a canvas element or, in a worker, an OffscreenCanvas. */
export interface PaintSurface {
  width: number;
  height: number;
}

export type PaintContext = Pick<
  CanvasRenderingContext2D,
  "clearRect" | "fillRect" | "setTransform" | "fillStyle" | "globalAlpha"
>;

/** Draws the ripple grid on one canvas; sized once per resize, then drawn frame after frame. */
export class RippleGridPainter {
  private width = 0;
  private height = 0;
  private columns = 0;
  private rows = 0;

  constructor(
    private readonly surface: PaintSurface,
    private readonly context: PaintContext,
    private readonly colour: string,
  ) {}

  /** Matches the backing store to the canvas's CSS size at the capped pixel ratio. */
  resize(cssWidth: number, cssHeight: number, devicePixelRatio: number): void {
    const ratio = canvasPixelRatio(devicePixelRatio);
    this.width = cssWidth;
    this.height = cssHeight;
    this.surface.width = Math.round(cssWidth * ratio);
    this.surface.height = Math.round(cssHeight * ratio);
    this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
    ({ columns: this.columns, rows: this.rows } = gridSize(cssWidth, cssHeight));
  }

  /** One frame at `timeMs`; allocates nothing, so it can run on every animation frame. */
  draw(timeMs: number, pointer: Point | null): void {
    const { context } = this;
    context.clearRect(0, 0, this.width, this.height);
    context.fillStyle = this.colour;
    for (let row = 0; row < this.rows; row += 1) {
      const y = row * GRID_SPACING_PX;
      for (let column = 0; column < this.columns; column += 1) {
        const x = column * GRID_SPACING_PX;
        const amplitude = rippleAmplitude(x, y, timeMs, pointer);
        context.globalAlpha = rippleAlpha(amplitude);
        context.fillRect(x, y + rippleOffset(amplitude), DOT_SIZE_PX, DOT_SIZE_PX);
      }
    }
    context.globalAlpha = 1;
  }
}
