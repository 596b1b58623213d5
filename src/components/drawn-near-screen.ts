/** What a part's height is taken to be until it is first drawn: one size, or one per width. */
type PlaceholderHeight = string | { base: string; md: string; lg: string };

/**
 * Style props for a part below the first screen: the browser neither lays it out nor paints it
 * until it nears the viewport. `height` stands in for it until then (`auto` keeps the real one
 * once it has been drawn), so keep it near the part's real height at each width.
 */
export function drawnNearScreen(height: PlaceholderHeight) {
  const placeholder =
    typeof height === "string"
      ? `auto ${height}`
      : { base: `auto ${height.base}`, md: `auto ${height.md}`, lg: `auto ${height.lg}` };
  return {
    contentVisibility: "auto",
    containIntrinsicSize: placeholder,
    "data-drawn-near-screen": "part",
  } as const;
}

/**
 * Every part drawn only near the screen: one `drawnNearScreen` marks, or each block of a body
 * marked `data-drawn-near-screen="blocks"` (a post's article).
 */
export const DRAWN_NEAR_SCREEN_PARTS =
  "[data-drawn-near-screen=part], [data-drawn-near-screen=blocks] > *";

/**
 * On the root element of every built page while its first frames are drawn, where base.css holds
 * each part above back from its first frame; removed before a script first draws into the page
 * (endFirstPaintHold: as a page rendered whole starts, or a kept page's island comes to life), so
 * that a part drawn then is laid out at once and what it holds can take focus.
 */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";
