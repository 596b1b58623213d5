import { Flex, Text, type FlexProps } from "@chakra-ui/react";
import { useId, type MouseEvent } from "react";
import { track } from "../browser/analytics/track";
import {
  SHARE_NETWORKS,
  shareUrl,
  shareWindowFeatures,
  type ShareNetwork,
} from "../lib/blog/share";
import { Icon, type IconName } from "./Icon";
import { LinkButton } from "./LinkButton";

const ICONS: Record<ShareNetwork, IconName> = { twitter: "x", linkedin: "linkedin" };

export type ShareButtonsProps = Omit<FlexProps, "children"> & {
  /** The post's title, as the share text. */
  title: string;
  /** The post's absolute canonical URL. */
  url: string;
  /** The post's slug: the share event's `item_id`. */
  slug: string;
  /** The buttons' words and the copied-link note. */
  labels: Queries.BlogPostShare;
};

/** Opens the network's share page in a small window, centred on the visitor's window. */
function openShareWindow(network: ShareNetwork, href: string) {
  const { screenX, screenY, outerWidth, outerHeight } = window;
  window.open(
    href,
    `share-${network}`,
    shareWindowFeatures({ left: screenX, top: screenY, width: outerWidth, height: outerHeight }),
  );
}

// A click with a modifier asks the browser for a tab or window of its own: it gets one.
const wantsOwnTab = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The article's share links (Twitter, LinkedIn). Each is a real link to the network's share page,
 * so it works before the page's script runs; a click opens the share window and sends `share`.
 */
export function ShareButtons({ title, url, slug, labels, ...rest }: ShareButtonsProps) {
  const headingId = useId();
  return (
    <Flex role="group" aria-labelledby={headingId} align="center" gap="3" flexWrap="wrap" {...rest}>
      <Text id={headingId} fontWeight="semibold" me="1">
        {labels.heading}
      </Text>
      {SHARE_NETWORKS.map((network) => {
        const href = shareUrl(network, { title, url });
        return (
          <LinkButton
            key={network}
            to={href}
            variant="outline"
            size="sm"
            onClick={(event: MouseEvent) => {
              track("share", { method: network, content_type: "article", item_id: slug });
              if (wantsOwnTab(event)) return;
              event.preventDefault();
              openShareWindow(network, href);
            }}
          >
            <Icon name={ICONS[network]} boxSize="4" />
            {labels[network]}
          </LinkButton>
        );
      })}
    </Flex>
  );
}
