import { Box, defineStyle, type BoxProps } from "@chakra-ui/react";

const focusRing = {
  outlineWidth: "2px",
  outlineStyle: "solid",
  outlineColor: "brand.focusRing",
  outlineOffset: "2px",
} as const;

// Prose for the HTML the build makes of a post (src/lib/blog/article-html.ts): a readable measure,
// underlined links, headings with their "#" anchor on hover or focus, scrollable tables.
const prose = defineStyle({
  maxW: "70ch",
  fontSize: { base: "md", md: "lg" },
  lineHeight: "1.75",
  color: "fg",
  // A long article's blocks are neither laid out nor painted until they near the viewport, so the
  // first paint of a post lays out its top alone. Each block then contains its layout, which stops
  // a first child's top margin collapsing into the block's (the zero keeps the spacing as it was),
  // and clips its paint to its box, which the margin widens to hold a link's focus ring.
  "& > *": {
    contentVisibility: "auto",
    containIntrinsicSize: "auto 10rem",
    overflowClipMargin: "0.5rem",
  },
  "& > * > :first-child": { mt: "0" },
  "& > :first-child": { mt: "0" },
  "& :where(p, ul, ol, blockquote, pre, .table-scroll)": { mt: "5" },
  "& :where(h2, h3, h4)": {
    fontFamily: "heading",
    fontWeight: "bold",
    letterSpacing: "-0.02em",
    color: "fg",
    scrollMarginTop: "24",
  },
  "& h2": { fontSize: { base: "2xl", md: "3xl" }, lineHeight: "1.25", mt: "12" },
  "& h3": { fontSize: { base: "xl", md: "2xl" }, lineHeight: "1.3", mt: "10" },
  "& h4": { fontSize: { base: "lg", md: "xl" }, lineHeight: "1.4", mt: "8" },
  "& .heading-anchor": {
    ms: "2",
    color: "brand.fg",
    textDecoration: "none",
    borderRadius: "sm",
    opacity: 0,
    _before: { content: '"#"' },
  },
  "& :where(h2, h3, h4):hover .heading-anchor": { opacity: 1 },
  "& a:not(.heading-anchor)": {
    color: "brand.fg",
    textDecoration: "underline",
    textUnderlineOffset: "3px",
    borderRadius: "xs",
    _hover: { textDecorationThickness: "2px" },
    _focusVisible: focusRing,
  },
  "& strong": { fontWeight: "semibold" },
  "& :where(ul, ol)": { ps: "6" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { mt: "2", ps: "1" },
  "& li::marker": { color: "brand.fg" },
  "& blockquote": {
    borderStartWidth: "4px",
    borderStartColor: "brand.solid",
    ps: "5",
    fontStyle: "italic",
    color: "fg.muted",
  },
  "& code": {
    fontFamily: "mono",
    fontSize: "0.9em",
    bg: "bg.muted",
    px: "1.5",
    py: "0.5",
    borderRadius: "sm",
  },
  "& pre": { overflowX: "auto", p: "4", bg: "bg.subtle", borderRadius: "lg", fontSize: "sm" },
  "& pre code": { bg: "transparent", p: "0" },
  "& hr": { my: "10", borderColor: "border" },
  "& .table-scroll": {
    overflowX: "auto",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    _focusVisible: focusRing,
  },
  "& table": {
    width: "full",
    borderCollapse: "collapse",
    fontSize: { base: "sm", md: "md" },
    lineHeight: "1.5",
  },
  "& :where(th, td)": {
    px: "4",
    py: "3",
    verticalAlign: "top",
    borderBottomWidth: "1px",
    borderColor: "border",
  },
  "& th": { fontWeight: "semibold", bg: "bg.subtle", whiteSpace: "nowrap" },
  "& th:not([align])": { textAlign: "start" },
  "& tr:last-child td": { borderBottomWidth: "0" },
});

export type ArticleBodyProps = Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> & {
  /** The post's articleHtml: sanitised at build time, never raw markdown output. */
  html: string;
};

/** A post's article, as the build rendered it from markdown. */
export function ArticleBody({ html, ...rest }: ArticleBodyProps) {
  return (
    <Box
      css={prose}
      data-drawn-near-screen="blocks"
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
