import { chakra, type JsxStyleProps } from "@chakra-ui/react";
import { useId } from "react";
import { imageLoading, svgOfDataUri } from "../lib/inline-image";
import { inlineSvgMarkup } from "../lib/inline-svg";

export type CoverImageProps = Omit<JsxStyleProps, "css"> & {
  /** The image: a site path or the build's inline SVG data URI. */
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** The image's intrinsic size, so its box keeps its place and shape before it draws. */
  htmlWidth: number;
  /** The image's intrinsic height (see htmlWidth). */
  htmlHeight: number;
  /** Below the fold: a requested image waits until it nears the viewport. */
  lazy?: boolean;
};

/** Scoped ids must be valid in `url(#...)`: React's ids carry colons. */
const idPrefix = (reactId: string) => `svg${reactId.replace(/[^\w-]/g, "")}-`;

/**
 * A cover (a post's, a case study's): the page's own drawing when the build inlined a small,
 * plain SVG (lib/inline-svg says why), an <img> otherwise. Either fills its box the same way.
 */
export function CoverImage({ src, alt, htmlWidth, htmlHeight, lazy, ...style }: CoverImageProps) {
  const reactId = useId();
  const svg = svgOfDataUri(src);
  const markup = svg === null ? null : inlineSvgMarkup(svg, idPrefix(reactId));
  if (markup === null) {
    return (
      <chakra.img
        src={src}
        alt={alt}
        htmlWidth={htmlWidth}
        htmlHeight={htmlHeight}
        {...imageLoading(src, lazy ? "lazy" : "eager")}
        {...style}
      />
    );
  }
  const described = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  return (
    <chakra.span
      {...described}
      display="block"
      overflow="hidden"
      aspectRatio={`${htmlWidth} / ${htmlHeight}`}
      css={{ "& > svg": { display: "block", width: "100%", height: "100%" } }}
      {...style}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
