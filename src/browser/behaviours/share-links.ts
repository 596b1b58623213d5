import { track } from "../analytics/track";
import { wantsOwnTab } from "../wants-own-tab";
import {
  SHARE_ATTRIBUTES,
  shareEventFromAttributes,
  shareWindowFeatures,
} from "../../lib/blog/share";

const SHARE_LINK = `a[${SHARE_ATTRIBUTES.network}]`;

/**
 * The posts' share links (docs/product.md#analytics-events): a click sends `share` and opens the
 * network's share page in a small window centred on the visitor's. One listener for the whole
 * document, so a post kept as built shares as one React rendered. Each link is a real link to
 * the share page, so before this runs it still works. Returns what stops it.
 */
export function openShareLinksInWindows(root: Document = document): () => void {
  const open = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(SHARE_LINK) : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const share = shareEventFromAttributes((attribute) => link.getAttribute(attribute));
    if (!share) return;
    track("share", share);
    if (wantsOwnTab(event) || event.defaultPrevented) return;
    event.preventDefault();
    const { screenX, screenY, outerWidth, outerHeight } = window;
    window.open(
      link.href,
      `share-${share.method}`,
      shareWindowFeatures({ left: screenX, top: screenY, width: outerWidth, height: outerHeight }),
    );
  };
  root.addEventListener("click", open);
  return () => root.removeEventListener("click", open);
}
