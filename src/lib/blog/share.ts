import { SHARE_WINDOW } from "../constants";
import type { AnalyticsEvents } from "../analytics/events";

export type ShareNetwork = "twitter" | "linkedin";

export const SHARE_NETWORKS: readonly ShareNetwork[] = ["twitter", "linkedin"];

export interface SharedPage {
  title: string;
  /** Absolute URL of the page. */
  url: string;
}

/** The network's share URL, with the page's title and URL. */
export function shareUrl(network: ShareNetwork, page: SharedPage): string {
  if (network === "twitter") {
    const params = new URLSearchParams({ text: page.title, url: page.url });
    return `https://twitter.com/intent/tweet?${params}`;
  }
  const params = new URLSearchParams({ mini: "true", url: page.url, title: page.title });
  return `https://www.linkedin.com/shareArticle?${params}`;
}

/** The features of the 600x400 share window, centred on the visitor's window when it can be. */
export function shareWindowFeatures(screen?: {
  left: number;
  top: number;
  width: number;
  height: number;
}): string {
  const { width, height } = SHARE_WINDOW;
  const position = screen
    ? `,left=${Math.round(screen.left + (screen.width - width) / 2)},top=${Math.round(
        screen.top + (screen.height - height) / 2,
      )}`
    : "";
  return `width=${width},height=${height}${position},noopener,noreferrer`;
}

/** The attributes that mark a share link in the markup: its network and the shared post's slug. */
export const SHARE_ATTRIBUTES = { network: "data-share-network", item: "data-share-item" } as const;

function isShareNetwork(value: string | null): value is ShareNetwork {
  return SHARE_NETWORKS.some((network) => network === value);
}

/** The `share` event a click on a share link sends, read from its attributes; null if not one. */
export function shareEventFromAttributes(
  read: (attribute: string) => string | null,
): AnalyticsEvents["share"] | null {
  const method = read(SHARE_ATTRIBUTES.network);
  const item = read(SHARE_ATTRIBUTES.item);
  if (!isShareNetwork(method) || !item) return null;
  return { method, content_type: "article", item_id: item };
}
