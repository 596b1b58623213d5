import { SHARE_WINDOW } from "../constants";

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
