import { chakra } from "@chakra-ui/react";
import { useRef } from "react";
import { useRippleGrid } from "../hooks/use-ripple-grid";

/**
 * The hero's decorative background: a grid of dots that ripples slowly and around the pointer.
 * It fills its positioned parent, lies behind the content and is hidden from assistive technology.
 * The dots take the canvas's text colour, a theme token.
 */
export function RippleGrid() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useRippleGrid(canvasRef);
  return (
    <chakra.canvas
      ref={canvasRef}
      aria-hidden
      data-testid="ripple-grid"
      position="absolute"
      inset="0"
      width="100%"
      height="100%"
      pointerEvents="none"
      color="brand.300"
    />
  );
}
