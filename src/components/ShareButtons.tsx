import { Flex, Text, type FlexProps } from "@chakra-ui/react";
import { useId } from "react";
import { SHARE_ATTRIBUTES, SHARE_NETWORKS, shareUrl, type ShareNetwork } from "../lib/blog/share";
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

/**
 * The article's share links (Twitter, LinkedIn). Each is a real link to the network's share page,
 * so it works before the page's script runs; a click opens the share window and sends `share`
 * (src/browser/behaviours/share-links.ts, which reads the attributes set here).
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
            {...{ [SHARE_ATTRIBUTES.network]: network, [SHARE_ATTRIBUTES.item]: slug }}
          >
            <Icon name={ICONS[network]} boxSize="4" />
            {labels[network]}
          </LinkButton>
        );
      })}
    </Flex>
  );
}
