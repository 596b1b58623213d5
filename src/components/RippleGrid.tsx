import { chakra } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { attachRippleGrid, RIPPLE_GRID_ATTRIBUTE } from "../browser/behaviours/ripple-grid";

/**
 * The hero's decorative background: a grid of dots that ripples slowly and around the pointer.
 * It fills its positioned parent, lies behind the content and is hidden from assistive technology.
 * The dots take the canvas's text colour, a theme token. Its DOM code (attachRippleGrid) runs it,
 * the same on a kept page's built HTML.
 */
export function RippleGrid() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvasRef.current ? attachRippleGrid(canvasRef.current) : undefined), []);
  return (
    <chakra.canvas
      ref={canvasRef}
      aria-hidden
      data-testid="ripple-grid"
      {...{ [RIPPLE_GRID_ATTRIBUTE]: "" }}
      position="absolute"
      inset="0"
      width="100%"
      height="100%"
      pointerEvents="none"
      color="brand.300"
    />
  );
}
