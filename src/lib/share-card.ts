// The Open Graph image of each route: a 1200x630 card committed under static/og (rendered by
// scripts/render-share-images.mjs from the built pages).

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_DIR = "/og";

/** "/" is /og/home.png; "/services/ai-automation" is /og/services-ai-automation.png. */
export function shareCardPath(pathname: string): string {
  const name = pathname.split("/").filter(Boolean).join("-") || "home";
  return `${SHARE_CARD_DIR}/${name}.png`;
}
