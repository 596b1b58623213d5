import { chakra, type JsxStyleProps } from "@chakra-ui/react";

export type CoverImageProps = Omit<JsxStyleProps, "css"> & {
  /** The image's site path. */
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** The image's intrinsic size, so its box keeps its place and shape before it draws. */
  htmlWidth: number;
  /** The image's intrinsic height (see htmlWidth). */
  htmlHeight: number;
  /**
   * Where the cover sits: `lazy` below the fold (fetched as it nears the viewport), `priority` at
   * the top of a page where it is likely the largest paint (fetched before other images).
   */
  placement?: "lazy" | "priority";
};

// React 18 passes the attribute through only as written in HTML, in lower case.
const FETCHED_FIRST = { fetchpriority: "high" };

/** A cover (a post's, a case study's): an image that fills its box at its intrinsic shape. */
export function CoverImage({
  src,
  alt,
  htmlWidth,
  htmlHeight,
  placement,
  ...style
}: CoverImageProps) {
  return (
    <chakra.img
      src={src}
      alt={alt}
      htmlWidth={htmlWidth}
      htmlHeight={htmlHeight}
      loading={placement === "lazy" ? "lazy" : undefined}
      {...(placement === "priority" ? FETCHED_FIRST : {})}
      decoding="async"
      objectFit="cover"
      {...style}
    />
  );
}
